/**
 * One minimal valid request per operation, for the golden authorization table: a call built to pass
 * validation, so its answer is about who calls, never about a malformed request. Destructive
 * operations get throwaway targets per call (a new user to delete, a new request to resolve), so no
 * call breaks a later one.
 */
import type { OperationId } from '../../../src/server/openapi/operation-types';
import { DEMO_PASSWORD } from '../support/test-app';
import { encodePlaceId } from '../../../src/server/address/place-id';
import type { Principal } from './golden-table';
import type { ApiKeyScope } from '../../../src/server/db/schema';
import { signupBody } from '../new-customer/signup-body';
import { multipart, png } from '../support/asset-images';

/** What a fixture gets: the principal's view of the world and helpers that make throwaway targets. */
export interface FixtureContext {
  principal: Principal;
  /** The account the call reaches: another customer's for customer-other, else the demo customer's own. */
  accountId: string;
  /** The customer the call is about: the other customer for customer-other, else the demo customer. */
  customer: { id: number; email: string };
  unique: string;
  newUser(options?: { confirmed?: boolean; role?: string }): Promise<{ id: number; email: string }>;
  newAccessRequest(): Promise<number>;
  linkKey(userId: number, purpose: 'reset' | 'verify'): Promise<string>;
  unclaimedAccount(): Promise<{ accountId: string; zipcode: string }>;
  /** A new account no user owns, with an email on file (each call its own: claims are limited per account). */
  newClaimableAccount(): Promise<{ accountId: string; zipcode: string }>;
  /** A live claim of a new claimable account and the code its contact on file received. */
  newClaim(): Promise<{ claimId: string; code: string }>;
  /** The id of one of the account's statements or invoices. */
  documentKey(accountId: string): Promise<string>;
  /** The ZIP code of one of the account's service locations (what a guest pays with). */
  serviceZipcode(accountId: string): Promise<string>;
  /** A payment on the account (a row, not a charge): what a receipt is drawn from. */
  paymentId(accountId: string): Promise<number>;
  /** The id of one of the account's deliveries. */
  deliveryId(accountId: string): Promise<string>;
  /** A new fuel card of the account in that status, for a call that changes or removes it. */
  newFuelCard(accountId: string, status: 'pending' | 'active' | 'suspended'): Promise<string>;
  /** A stored logo or image (a row with tiny bytes), its name. */
  newAsset(kind: 'logo' | 'image'): Promise<string>;
  /** A finished import job (a row), its id. */
  newImportJob(): Promise<number>;
  /** Saves a draft of a configuration document (a harmless form relabel) and gives its name. */
  newDraft(): Promise<string>;
  /** One of the account's drops (tanks), what a fuel order is for. */
  dropId(accountId: string): Promise<string>;
  /** A fuel order of the account (a workflow item as createFuelOrder leaves it, for its first drop), its id. */
  newFuelOrder(accountId: string): Promise<number>;
  /** A credit application sent through the API (its SSN sealed by the app's key), its id. */
  newCreditApplication(): Promise<number>;
  /** A saved card of the user (a row as the gateway would leave it), its id. */
  newPaymentSource(userId: number): Promise<number>;
  /** A price alert of the user (a row as createPriceAlert leaves it), its id. */
  newPriceAlert(userId: number): Promise<number>;
  /** A tank of the account free for a request: its open tank requests ended (one of a kind is taken at a time) and its plan not on file (any switch is a change). */
  freeTank(accountId: string): Promise<string>;
  /** A live tenant API key with these scopes (a row as createApiKey leaves it): its id and secret. */
  newApiKey(scopes: ApiKeyScope[]): Promise<{ id: number; secret: string }>;
  /** A webhook endpoint registered by the tenant's Admin (to a closed loopback port), its id. */
  newWebhookEndpoint(): Promise<number>;
  /** A failed delivery of a test event to a new endpoint: its endpoint and delivery ids. */
  newWebhookDelivery(): Promise<{ endpointId: number; deliveryId: number }>;
  /** The account with no program enrolment (earlier calls' removed), and its holder's name to sign with. */
  unenrolledAccount(accountId: string): Promise<{ holderName: string }>;
}

/** The parts of a request that pass the operation's validation. `linkKey` replaces the session key in the user-key header. */
export interface RequestParts {
  params?: Record<string, string | number>;
  query?: Record<string, string | number>;
  body?: unknown;
  linkKey?: string;
  /** Further headers (an Idempotency-Key). */
  headers?: Record<string, string>;
}
export type Fixture = (c: FixtureContext) => Promise<RequestParts> | RequestParts;

/** A card the sandbox gateway approves (Stripe's public test number), as a customer types it. */
export const TEST_CARD = {
  account_holder: { first_name: 'Matrix', last_name: 'Tester' },
  card: { cc_number: '4242424242424242', cc_exp: '12/39', cc_cvv: '123' },
  address: { street1: '1 Main St', city: 'Burlington', state: 'VT', zipcode: '05401', country: 'US' },
};
/** A card the sandbox approves, valid for two more years whatever the test clock says. */
const goodCard = () => ({
  payment_type: 'credit_card',
  name: 'Matrix card',
  data: {
    account_holder: { first_name: 'Matrix', last_name: 'Tester' },
    card: { cc_number: '4242424242424242', cc_exp: `12/${String((new Date().getUTCFullYear() + 2) % 100).padStart(2, '0')}`, cc_cvv: '123' },
    address: { street1: '1 Main St', city: 'Burlington', state: 'VT', zipcode: '05401', country: 'US' },
  },
});

/** A complete Residential Credit Application (dates from today's real clock). */
export const creditApplication = (email: string, ssn = '123-45-6789') => ({
  first_name: 'Casey', last_name: 'Applicant', date_of_birth: '1980-04-02', ssn, email, phone: '802-555-0142',
  street: '12 Elm St', city: 'Burlington', state: 'VT', zipcode: '05401', years_at_address: 4, residence_status: 'owned',
  employer: 'Lake Co', monthly_income: 5200, bank_name: 'First Bank', bank_account_type: 'checking',
  authorize_credit_check: true, signature_name: 'Casey Applicant', signature_date: new Date().toISOString().slice(0, 10),
});
/** A complete Residential Application. */
export const residentialApplication = (email: string) => ({
  first_name: 'Robin', last_name: 'Prospect', email, phone: '802-555-0143', street: '3 Pine Rd', city: 'Burlington', state: 'VT', zipcode: '05401',
  property_occupied: 'full_time', property_status: 'owned', fuel_type: 'Propane', fuel_uses: ['Heat', 'Hot Water'], start_date: new Date().toISOString().slice(0, 10),
});

const isCustomer = (principal: Principal) => principal === 'customer-own' || principal === 'customer-other';

export const fixtures: Record<OperationId, Fixture> = {
  getSettings: () => ({ query: { host: 'demo.localhost' } }),
  getLayout: () => ({}),
  getTranslations: () => ({ params: { language: 'fr' } }),
  login: (c) => ({ body: { user_id: c.customer.email, password: DEMO_PASSWORD, app_id: '', app_url: '' } }),
  logout: () => ({}),
  getUserPermissions: () => ({}),
  getAccountsForUser: () => ({}),
  findAccounts: () => ({ query: { searchText: 'a', page: 0, size: 5 } }),
  getAccount: (c) => ({ params: { account_id: c.accountId } }),
  updateAccount: (c) => ({ params: { account_id: c.accountId }, body: { account_status: 'active', comment: `Matrix ${c.unique}` } }),
  // A customer names the account the message is about: their own, or for customer-other someone else's (an id in a body).
  createInquiry: (c) => ({ body: { inquiry_type: 'Billing', message: 'A matrix message', ...(isCustomer(c.principal) ? { account_id: c.accountId } : {}) } }),
  requestPasswordReset: (c) => ({ body: { email: `nobody-${c.unique}@example.test` } }),
  resetPassword: async (c) => ({ linkKey: await c.linkKey((await c.newUser()).id, 'reset'), body: { new_password: 'A-new-password-1' } }),
  // The same password again: the demo logins keep working for the rest of the table.
  changePassword: () => ({ body: { current_password: DEMO_PASSWORD, new_password: DEMO_PASSWORD } }),
  registerUser: async (c) => {
    const { accountId, zipcode } = await c.newClaimableAccount();
    return { body: { account_id: accountId, zipcode, first_name: 'Reg', last_name: 'Ister', email: `register-${c.unique}@example.test`, password: 'A-good-password' } };
  },
  confirmAccountClaim: async (c) => {
    const { claimId, code } = await c.newClaim();
    return { body: { claim_id: claimId, code } };
  },
  verifyEmail: async (c) => ({ linkKey: await c.linkKey((await c.newUser({ confirmed: false })).id, 'verify') }),
  requestSelfRegister: (c) => ({ body: { first_name: 'Ask', last_name: 'Access', email: `ask-${c.unique}@example.test`, phone: '802-555-0100' } }),
  getProfile: () => ({}),
  updateProfile: () => ({ body: { first_name: 'Matrix', last_name: 'Tester' } }),
  getProfileByEmail: (c) => ({ params: { email: c.customer.email } }),
  listUsers: () => ({ query: { page: 0, size: 5, sort: 'email', order: 'asc', roles: 'User', search: 'demo' } }),
  createUser: (c) => ({ body: { email: `created-${c.unique}@example.test`, first_name: 'New', last_name: 'User', role: 'User' } }),
  updateUser: async (c) => ({ params: { userId: (await c.newUser()).id }, body: { first_name: 'Renamed' } }),
  deleteUser: async (c) => ({ params: { id: (await c.newUser()).email } }),
  signOutEverywhere: async (c) => ({ params: { id: (await c.newUser()).email } }),
  sendPasswordReset: async (c) => ({ params: { id: (await c.newUser()).email } }),
  confirmUser: async (c) => ({ params: { id: (await c.newUser({ confirmed: false })).id } }),
  listRoles: () => ({}),
  loginAs: (c) => ({ query: { user_id: c.customer.id } }),
  listAuditLog: () => ({ query: { page: 0, size: 5 } }),
  listChangeLog: () => ({ query: { page: 0, size: 5, target: 'user:' } }),
  clearCaches: () => ({}),
  listDepartments: () => ({}),
  listTransactionTypes: () => ({}),
  listOutbox: () => ({ query: { page: 0, size: 5 } }),
  listTextOutbox: () => ({ query: { page: 0, size: 5 } }),
  getNotificationsConfig: () => ({}),
  getNotificationsConfigForRole: () => ({ params: { role: 'Customer Service' } }),
  getNotificationsConfigForUser: () => ({}),
  saveNotificationsConfig: () => ({ body: { low_balance_threshold: 40 } }),
  sendTownNotification: () => ({ body: { code: 'PACKAGE_DELIVERED', subject: 'Matrix parcel', message: 'A parcel is at the town office.' } }),
  listAccessRequests: () => ({ query: { page: 0, size: 5, status: 'new' } }),
  resolveAccessRequest: async (c) => ({ params: { request_id: await c.newAccessRequest() }, body: { action: 'reject' } }),
  getAccountUsage: (c) => ({ params: { account_id: c.accountId }, query: { months: 12 } }),
  listAccountDocuments: (c) => ({ params: { account_id: c.accountId }, query: { page: 0, size: 5 } }),
  getAccountDocument: async (c) => ({ params: { account_id: c.accountId, key: await c.documentKey(c.accountId) } }),
  listAccountTransactions: (c) => ({ params: { account_id: c.accountId }, query: { page: 0, size: 5, sort: 'amount', order: 'asc' } }),
  exportAccountTransactions: (c) => ({ params: { account_id: c.accountId, format: 'csv' } }),
  listAccountDeliveries: (c) => ({ params: { account_id: c.accountId }, query: { page: 0, size: 5 } }),
  exportAccountDeliveries: (c) => ({ params: { account_id: c.accountId, format: 'xlsx' } }),
  getDeliveryTicket: async (c) => ({ params: { account_id: c.accountId, delivery_id: await c.deliveryId(c.accountId) } }),
  listAccountTanks: (c) => ({ params: { account_id: c.accountId } }),
  listTrackedDeliveries: (c) => ({ params: { account_id: c.accountId } }),
  // A fresh order per call: each principal allowed finds it received, and puts it on the truck.
  getOrderDeliveryStatus: async (c) => ({ params: { request_id: await c.newFuelOrder(c.accountId) } }),
  setOrderDeliveryStatus: async (c) => ({ params: { request_id: await c.newFuelOrder(c.accountId) }, body: { status: 'on_truck' } }),
  // Read now (the world's clock): each allowed principal's reading is its own.
  addTankReading: async (c) => ({ params: { account_id: c.accountId, tank_id: await c.dropId(c.accountId) }, body: { percent: 40 } }),
  requestTankPlanSwitch: async (c) => ({ params: { account_id: c.accountId, tank_id: await c.freeTank(c.accountId) }, body: { delivery_plan: 'automatic' } }),
  requestTankAccessNotes: async (c) => ({ params: { account_id: c.accountId, tank_id: await c.freeTank(c.accountId) }, body: { gate_code: '4321', dog: 'Friendly' } }),
  requestTankAway: async (c) => ({ params: { account_id: c.accountId, tank_id: await c.freeTank(c.accountId) }, body: { away_from: awayDay(10), away_to: awayDay(20) } }),
  reportTankWorry: async (c) => ({ params: { account_id: c.accountId, tank_id: await c.freeTank(c.accountId) }, body: { note: 'Golden worry' } }),
  listPostedPrices: () => ({}),
  getPriceHistory: () => ({ params: { product_code: 'FO2' } }),
  listPriceAlerts: () => ({}),
  createPriceAlert: () => ({ params: { product_code: 'FO2' }, body: { threshold: 3 } }),
  deletePriceAlert: async (c) => ({ params: { alert_id: await c.newPriceAlert(c.customer.id) } }),
  // Read a day before the run started: in the past whatever the world's clock says, and recent.
  postMonitorReadings: async (c) => ({ body: { readings: [{ tank_id: await c.dropId(c.accountId), read_at: new Date(Date.now() - 86_400_000).toISOString(), percent: 55 }] } }),
  listFuelCards: (c) => ({ params: { account_id: c.accountId } }),
  getAccountPrograms: (c) => ({ params: { account_id: c.accountId } }),
  // Each allowed principal enrols the account afresh: a second enrolment in one window is refused (409).
  enrolInProgram: async (c) => {
    const { holderName } = await c.unenrolledAccount(c.accountId);
    return { params: { account_id: c.accountId, program: 'prebuy' }, query: { terms_version: '2026.1' }, body: { gallons: 500, signature_name: holderName, accept_terms: true } };
  },
  getFuelCard: async (c) => ({ params: { account_id: c.accountId, card_id: await c.newFuelCard(c.accountId, 'active') } }),
  suspendFuelCard: async (c) => ({ params: { account_id: c.accountId, card_id: await c.newFuelCard(c.accountId, 'active') } }),
  activateFuelCard: async (c) => ({ params: { account_id: c.accountId, card_id: await c.newFuelCard(c.accountId, 'suspended') } }),
  removeFuelCard: async (c) => ({ params: { account_id: c.accountId, card_id: await c.newFuelCard(c.accountId, 'active') } }),
  listConfigDocuments: () => ({}),
  getConfigDocument: () => ({ params: { name: 'form.contact' } }),
  getConfigDocumentVersion: () => ({ params: { name: 'layout', version: 1 } }),
  getFormValidator: () => ({ params: { name: 'form.login', version: 1 } }),
  listConfigVersions: () => ({ params: { name: 'layout' } }),
  getConfigDraft: async (c) => ({ params: { name: await c.newDraft() } }),
  saveConfigDraft: (c) => ({ params: { name: 'form.contact' }, body: { document: { submitLabel: `Send ${c.unique}` } } }),
  discardConfigDraft: async (c) => ({ params: { name: await c.newDraft() } }),
  publishConfigDocument: async (c) => ({ params: { name: await c.newDraft() } }),
  rollbackConfigDocument: () => ({ params: { name: 'form.contact' }, body: { version: 1 } }),
  // The Payment tooltip: a setting no screen of the matrix reads.
  updateSettings: (c) => ({ body: { tooltips: { Payment: `Matrix ${c.unique}` } } }),
  getConfigDocumentSchema: () => ({ params: { name: 'settings' } }),
  previewConfigDocument: () => ({ params: { name: 'form.contact' }, body: { document: { submitLabel: 'Send it' } } }),
  listInquiries: () => ({ query: { page: 0, size: 5, sort: 'created_at', order: 'desc', status: 'new' } }),
  listAccountApplications: () => ({ query: { page: 0, size: 5 } }),
  listCreditApplications: () => ({ query: { page: 0, size: 5 } }),
  listFuelOrders: () => ({ query: { page: 0, size: 5, sort: 'account_id', order: 'asc' } }),
  listTankRequests: () => ({ query: { page: 0, size: 5 } }),
  listProgramEnrolments: () => ({ query: { page: 0, size: 5 } }),
  getWorkflowConfig: () => ({}),
  // A throwaway application per call, so every principal allowed to move it finds it still new.
  advanceWorkflowItem: async (c) => ({ body: { item_type: 'credit_application', request_id: await c.newCreditApplication(), from_status: 'new', to_status: 'in_review', comment: `Golden ${c.principal}` } }),
  getWorkflowHistory: async (c) => ({ params: { item_type: 'credit_application', request_id: await c.newCreditApplication() } }),
  makePayment: (c) => ({ body: { account_id: c.accountId, amount: 1.25, payment_type: 'credit_card', data: TEST_CARD } }),
  listAccountPayments: (c) => ({ params: { account_id: c.accountId }, query: { page: 0, size: 5, status: 'pending' } }),
  getPaymentReceipt: async (c) => ({ params: { account_id: c.accountId, payment_id: await c.paymentId(c.accountId) } }),
  refundDeliveryTicket: async (c) => {
    const paymentId = await c.paymentId(c.accountId);
    return { params: { account_id: c.accountId, delivery_id: await c.deliveryId(c.accountId) }, body: { amount: 0.01, reason: 'Matrix refund', payment_id: paymentId } };
  },
  getPaymentSourcesForUser: (c) => ({ params: { id: c.customer.id } }),
  getPaymentSource: async (c) => ({ params: { id: await c.newPaymentSource(c.customer.id) } }),
  createPaymentSource: (c) => ({ headers: { 'idempotency-key': `golden-${c.principal}-${c.unique}` }, body: goodCard() }),
  updatePaymentSource: async (c) => ({ params: { user_id: c.customer.id, payment_id: await c.newPaymentSource(c.customer.id) }, body: { name: 'Renamed', description: 'Matrix' } }),
  deletePaymentSource: async (c) => ({ params: { user_id: c.customer.id, payment_id: await c.newPaymentSource(c.customer.id) } }),
  makeDefaultPaymentSource: async (c) => ({ params: { user_id: c.customer.id, payment_id: await c.newPaymentSource(c.customer.id) } }),
  getAutopayForUser: () => ({}),
  addAutopay: async (c) => ({ body: { account_id: c.accountId, payment_id: await c.newPaymentSource(c.customer.id), terms_acknowledged: true } }),
  removeAutopay: async (c) => ({ params: { user_id: c.customer.id, payment_id: await c.newPaymentSource(c.customer.id) } }),
  lookUpGuestAccount: async (c) => ({ body: { account_number: c.accountId, zip_code: await c.serviceZipcode(c.accountId) } }),
  makeGuestPayment: async (c) => ({
    body: { account_number: c.accountId, zip_code: await c.serviceZipcode(c.accountId), amount: 1.25, payment_type: 'credit_card', data: TEST_CARD, email: 'guest@example.test' },
  }),
  listAutopayRuns: (c) => ({ params: { account_id: c.accountId }, query: { page: 0, size: 5 } }),
  // Signup (issue 13 item 4): a prospect of the service area, a fresh email per call.
  priceNewCustomerOrder: () => ({ body: { item_type: 'fuel_order', item_contents: { fill: false, gallons: 150, product_name: 'Fuel Oil', extras: [] } } }),
  registerNewCustomer: (c) => ({ body: signupBody(`golden-${c.principal}-${c.unique}`) }),
  // Issue 13: the demo tenant serves Vermont.
  checkNewCustomerEligibility: () => ({ body: { zip_code: '05401' } }),
  suggestAddresses: () => ({ query: { input: '05401' } }),
  getAddressDetails: () => ({ query: { placeId: encodePlaceId({ street1: '', city: 'Burlington', state: 'VT', zipcode: '05401', country: 'US' }) } }),
  // Fuel orders: a fill (no minimum to meet) on one of the account's drops, paid to the driver.
  priceFuelOrder: async (c) => ({ body: { item_type: 'fuel_order', item_contents: await fuelOrder(c) } }),
  createFuelOrder: async (c) => ({ headers: { 'idempotency-key': `golden-order-${c.principal}-${c.unique}` }, body: { item_type: 'fuel_order', item_contents: await fuelOrder(c) } }),
  // Applications (issue 13 item 7).
  createCreditApplication: (c) => ({ body: creditApplication(`credit-${c.unique}@example.test`) }),
  createResidentialApplication: (c) => ({ body: residentialApplication(`resident-${c.unique}@example.test`) }),
  revealSensitiveAnswer: async (c) => ({ params: { request_id: await c.newCreditApplication(), field: 'ssn' } }),
  createAccountRequest: () => ({ body: { account_type: 'residential_account', street: '9 Lake Rd', city: 'Burlington', state: 'VT', zipcode: '05401', fuel_type: 'Propane' } }),  // Logos and images (issue 14 item 6): a fresh name per call, or the second allowed caller gets 409.
  listLogos: () => ({}),
  listImages: () => ({}),
  getLogo: async (c) => ({ params: { name: await c.newAsset('logo') } }),
  getImage: async (c) => ({ params: { name: await c.newAsset('image') } }),
  uploadLogo: (c) => upload(`golden-logo-${c.principal}-${c.unique}.png`),
  uploadImage: (c) => upload(`golden-image-${c.principal}-${c.unique}.png`),
  deleteAsset: async (c) => ({ params: { name: await c.newAsset('image') } }),
  listApiKeys: () => ({}),
  createApiKey: (c) => ({ body: { name: `Billing sync ${c.unique}`, scopes: ['events:read'] } }),
  revokeApiKey: async (c) => ({ params: { key_id: (await c.newApiKey(['events:read'])).id } }),
  listApiKeyUses: async (c) => ({ params: { key_id: (await c.newApiKey(['events:read'])).id }, query: { page: 0, size: 5 } }),
  listEvents: () => ({ query: { limit: 5 } }),
  createImport: (c) => ({
    headers: { 'content-type': 'application/x-ndjson' },
    body: `{"kind":"customer","external_id":"GOLDEN-${c.unique}","last_name":"Golden"}\n`,
  }),
  listImports: () => ({ query: { page: 0, size: 5 } }),
  getImport: async (c) => ({ params: { job_id: await c.newImportJob() } }),
  listImportRefusals: async (c) => ({ params: { job_id: await c.newImportJob() } }),
  getImportRefusalsCsv: async (c) => ({ params: { job_id: await c.newImportJob() } }),
  putImportDocumentFile: async (c) => ({
    params: { document_id: await c.documentKey(c.accountId) },
    headers: { 'content-type': 'application/pdf' },
    body: Buffer.from(`%PDF-1.4\n% golden ${c.principal} ${c.unique}\n%%EOF\n`),
  }),
  listWebhookEndpoints: () => ({}),
  createWebhookEndpoint: (c) => ({ body: { url: `http://127.0.0.1:9/golden-${c.unique}`, description: 'Golden', event_types: ['order.created'] } }),
  updateWebhookEndpoint: async (c) => ({ params: { endpoint_id: await c.newWebhookEndpoint() }, body: { description: 'Changed' } }),
  deleteWebhookEndpoint: async (c) => ({ params: { endpoint_id: await c.newWebhookEndpoint() } }),
  rotateWebhookSecret: async (c) => ({ params: { endpoint_id: await c.newWebhookEndpoint() } }),
  sendWebhookTest: async (c) => ({ params: { endpoint_id: await c.newWebhookEndpoint() } }),
  listWebhookDeliveries: async (c) => ({ params: { endpoint_id: await c.newWebhookEndpoint() } }),
  resendWebhookDelivery: async (c) => {
    const { endpointId, deliveryId } = await c.newWebhookDelivery();
    return { params: { endpoint_id: endpointId, delivery_id: deliveryId } };
  },
  resendFailedWebhookDeliveries: async (c) => ({ params: { endpoint_id: await c.newWebhookEndpoint() } }),
};

function upload(filename: string): RequestParts {
  const { payload, headers } = multipart({ filename, bytes: png(), type: 'image/png' });
  return { body: payload, headers };
}

async function fuelOrder(c: FixtureContext) {
  return { account_id: c.accountId, drop_id: await c.dropId(c.accountId), fill: true, tank_level: 30, payment: { payment_type: 'meet_the_driver' } };
}

/** A UTC calendar date `days` from today: an away period's day. */
function awayDay(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}
