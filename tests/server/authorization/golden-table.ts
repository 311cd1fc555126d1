/**
 * The golden authorization table (issue 11, item 6): who may call each operation, written by hand
 * from spec document 1 (§1 "for whom" and §6 "Roles and permissions") — deliberately NOT derived
 * from the OpenAPI document's x-permission, so a wrong permission there fails
 * golden-table.test.ts instead of being copied into what the test expects.
 *
 * How the spec is read:
 * - Customers (role User) reach their own accounts, documents, transactions, deliveries, profile
 *   and notification config (§6). Another customer's account looks like no account at all (404),
 *   so an account number cannot be confirmed by probing it.
 * - Staff are every role but User (§1). §6 calls account search/detail/status, user management,
 *   workflow queues, configuration, caches and login-as "Admin-only", while §1 gives search, user
 *   management, queues and login-as to staff: the two agree once each capability is a permission a
 *   tenant grants to its roles (tenant.json), Admin holding all. So a staff column is "staff whose
 *   role holds the permission the operation needs" and "staff whose role holds every permission but
 *   that one"; the permission is named here, per operation.
 * - An admin of another tenant sends a session key the called tenant never issued: no session, 401.
 *   What their own tenant's ids reach in this tenant is probed apart, in id-probes.test.ts.
 * - Where a customer-facing operation takes no account or user (profile, password, logout), the
 *   "customer-other" column is the same customer calling; it is allowed like "customer-own".
 *
 * Data only: golden-table.test.ts turns each cell into a call against the real app.
 */
import type { components } from '../../../openapi/generated/tenant-api';

export type Permission = Exclude<components['schemas']['Permission'], '*'>;

/** allow: a 2xx answer; a number: exactly that refusal. */
export type Outcome = 'allow' | 401 | 403 | 404;

export const PRINCIPALS = ['anonymous', 'customer-own', 'customer-other', 'staff-with', 'staff-without', 'admin', 'admin-other-tenant'] as const;
export type Principal = (typeof PRINCIPALS)[number];

/** The permission staff need (null: none, being signed in is enough), then one outcome per principal, in PRINCIPALS order. */
export type GoldenRow = readonly [staffNeed: Permission | null, Outcome, Outcome, Outcome, Outcome, Outcome, Outcome, Outcome];

const A = 'allow';

export const goldenTable: Readonly<Record<string, GoldenRow>> = {
  //                            staff need                       anon  own  other with without admin other-tenant-admin
  // Public: what a visitor needs before signing in (§1 "Prospective customers and visitors").
  login:                       [null,                            A,    A,   A,    A,   A,      A,    A],
  getSettings:                 [null,                            A,    A,   A,    A,   A,      A,    A],
  getLayout:                   [null,                            A,    A,   A,    A,   A,      A,    A],
  getTranslations:             [null,                            A,    A,   A,    A,   A,      A,    A],
  requestPasswordReset:        [null,                            A,    A,   A,    A,   A,      A,    A],
  // The emailed single-use key is the credential: whoever holds the link may use it.
  resetPassword:               [null,                            A,    A,   A,    A,   A,      A,    A],
  verifyEmail:                 [null,                            A,    A,   A,    A,   A,      A,    A],
  // Account number and ZIP code only start a claim, answered alike whatever they name (id-probes);
  // the proof is the code sent to the contact on file, which whoever holds it may enter.
  registerUser:                [null,                            A,    A,   A,    A,   A,      A,    A],
  confirmAccountClaim:         [null,                            A,    A,   A,    A,   A,      A,    A],
  requestSelfRegister:         [null,                            A,    A,   A,    A,   A,      A,    A],
  // Spec silent. Layout and forms are rendered for visitors (login, signup, pay as guest), settings
  // are the public ones (secrets live apart); an older version holds only what was once public.
  getConfigDocument:           [null,                            A,    A,   A,    A,   A,      A,    A],
  getConfigDocumentVersion:    [null,                            A,    A,   A,    A,   A,      A,    A],
  // The compiled check of a form a visitor fills in (login, signup): as public as the form itself.
  getFormValidator:            [null,                            A,    A,   A,    A,   A,      A,    A],
  // Issue 13: a prospect checks the service area and fills an address before having any account.
  checkNewCustomerEligibility: [null,                            A,    A,   A,    A,   A,      A,    A],
  suggestAddresses:            [null,                            A,    A,   A,    A,   A,      A,    A],
  getAddressDetails:           [null,                            A,    A,   A,    A,   A,      A,    A],

  // Signed in, about the caller themself (§1 customers "update their profile … and password").
  logout:                      [null,                            401,  A,   A,    A,   A,      A,    401],
  // Drives the admin side menu (§6 "Permissions are fetched for the current user"): every role asks.
  getUserPermissions:          [null,                            401,  A,   A,    A,   A,      A,    401],
  getProfile:                  [null,                            401,  A,   A,    A,   A,      A,    401],
  updateProfile:               [null,                            401,  A,   A,    A,   A,      A,    401],
  changePassword:              [null,                            401,  A,   A,    A,   A,      A,    401],
  // Staff have no linked accounts: an empty list, not a refusal (spec silent).
  getAccountsForUser:          [null,                            401,  A,   A,    A,   A,      A,    401],
  // A customer may name only their own account (another's looks like none). Spec silent on staff:
  // their message lands in their own tenant's queue and reaches no customer's data, so allowed.
  createInquiry:               [null,                            401,  A,   404,  A,   A,      A,    401],

  // One account's records (§6 "Customers see their own … documents, transactions, deliveries");
  // staff read them on the admin account screen, so they need what reading an account needs.
  getAccountUsage:             ['accounts:read',                 401,  A,   404,  A,   403,    A,    401],
  listAccountDocuments:        ['accounts:read',                 401,  A,   404,  A,   403,    A,    401],
  getAccountDocument:          ['accounts:read',                 401,  A,   404,  A,   403,    A,    401],
  listAccountTransactions:     ['accounts:read',                 401,  A,   404,  A,   403,    A,    401],
  exportAccountTransactions:   ['accounts:read',                 401,  A,   404,  A,   403,    A,    401],
  listAccountDeliveries:       ['accounts:read',                 401,  A,   404,  A,   403,    A,    401],
  exportAccountDeliveries:     ['accounts:read',                 401,  A,   404,  A,   403,    A,    401],
  getDeliveryTicket:           ['accounts:read',                 401,  A,   404,  A,   403,    A,    401],

  // Issue 26: tank levels and forecasts are the account's records, read as the others are. A
  // customer enters their own tank's gauge reading (another's looks like none); staff entering
  // what a customer phoned in change the account's data, so they need accounts:update.
  listAccountTanks:            ['accounts:read',                 401,  A,   404,  A,   403,    A,    401],
  addTankReading:              ['accounts:update',               401,  A,   404,  A,   403,    A,    401],
  // A tank's delivery plan requests and "I'm worried about running out" (issue 26): the customer
  // asks for their own tanks (another's looks like none); staff passing on what a customer phoned
  // in change the account's plan, so they need accounts:update, as for a reading.
  requestTankPlanSwitch:       ['accounts:update',               401,  A,   404,  A,   403,    A,    401],
  requestTankAccessNotes:      ['accounts:update',               401,  A,   404,  A,   403,    A,    401],
  requestTankAway:             ['accounts:update',               401,  A,   404,  A,   403,    A,    401],
  reportTankWorry:             ['accounts:update',               401,  A,   404,  A,   403,    A,    401],
  // Price transparency (issue 26): the tenant's posted prices are for any signed-in user (spec
  // silent; staff answer customers about them); a price alert is the caller's own, like a saved card.
  listPostedPrices:            [null,                            401,  A,   A,    A,   A,      A,    401],
  getPriceHistory:             [null,                            401,  A,   A,    A,   A,      A,    401],
  listPriceAlerts:             [null,                            401,  A,   A,    A,   A,      A,    401],
  createPriceAlert:            [null,                            401,  A,   A,    A,   A,      A,    401],
  deletePriceAlert:            [null,                            401,  A,   404,  404, 404,    404,  401],
  // Programs (issue 26): a customer reads and enrols their own accounts (another's looks like none);
  // staff read with accounts:read and enter an enrolment a customer phoned in with accounts:update.
  getAccountPrograms:          ['accounts:read',                 401,  A,   404,  A,   403,    A,    401],
  enrolInProgram:              ['accounts:update',               401,  A,   404,  A,   403,    A,    401],
  // A delivery's status and timeline are the account's records too, read as its deliveries are.
  listTrackedDeliveries:       ['accounts:read',                 401,  A,   404,  A,   403,    A,    401],
  // An order's delivery status is set and read in the fuel order queue, by those who work it.
  getOrderDeliveryStatus:      ['workflow:fuel_order',           401,  403, 403,  A,   403,    A,    401],
  setOrderDeliveryStatus:      ['workflow:fuel_order',           401,  403, 403,  A,   403,    A,    401],
  // A monitor vendor's readings are the supplier's integration (an API key, or whoever holds integrations:manage).
  postMonitorReadings:         ['integrations:manage',           401,  403, 403,  A,   403,    A,    401],

  // Fleet fuel cards of an account (§4 card states, §6 "Card table actions: Suspend/Activate,
  // Details, Remove"): the account's customer (the fleet manager) reads and manages them; another
  // customer's look like none. Staff read them as they read an account; changing a customer's
  // cards is changing the account, so staff need accounts:update for that (spec silent).
  listFuelCards:               ['accounts:read',                 401,  A,   404,  A,   403,    A,    401],
  getFuelCard:                 ['accounts:read',                 401,  A,   404,  A,   403,    A,    401],
  suspendFuelCard:             ['accounts:update',               401,  A,   404,  A,   403,    A,    401],
  activateFuelCard:            ['accounts:update',               401,  A,   404,  A,   403,    A,    401],
  removeFuelCard:              ['accounts:update',               401,  A,   404,  A,   403,    A,    401],

  // Staff only (§6 account search, detail, status and email update). Customers read their accounts
  // through getAccountsForUser; the admin view (status, comment, owner) is not theirs: 403, not 404.
  findAccounts:                ['accounts:search',               401,  403, 403,  A,   403,    A,    401],
  getAccount:                  ['accounts:read',                 401,  403, 403,  A,   403,    A,    401],
  updateAccount:               ['accounts:update',               401,  403, 403,  A,   403,    A,    401],

  // Users (§1 "search … users and manage users (create, edit, delete, confirm)", §6 login-as).
  listUsers:                   ['users:read',                    401,  403, 403,  A,   403,    A,    401],
  getProfileByEmail:           ['users:read',                    401,  403, 403,  A,   403,    A,    401],
  // The role list fills the user list's filter and the create-user form (§6 "comes from the server").
  listRoles:                   ['users:read',                    401,  403, 403,  A,   403,    A,    401],
  createUser:                  ['users:manage',                  401,  403, 403,  A,   403,    A,    401],
  updateUser:                  ['users:manage',                  401,  403, 403,  A,   403,    A,    401],
  deleteUser:                  ['users:manage',                  401,  403, 403,  A,   403,    A,    401],
  confirmUser:                 ['users:manage',                  401,  403, 403,  A,   403,    A,    401],
  // Not in the spec: ending a user's sessions (a lost phone) is managing that user.
  signOutEverywhere:           ['users:manage',                  401,  403, 403,  A,   403,    A,    401],
  // Not in the spec: mailing a user a reset link (they phoned, locked out) is managing that user.
  sendPasswordReset:           ['users:manage',                  401,  403, 403,  A,   403,    A,    401],
  loginAs:                     ['users:login-as',                401,  403, 403,  A,   403,    A,    401],
  // Spec silent. A self-registration request exists only to be approved (creating a user) or
  // rejected: whoever cannot manage users has no reason to read applicants' names and phones.
  listAccessRequests:          ['users:manage',                  401,  403, 403,  A,   403,    A,    401],
  resolveAccessRequest:        ['users:manage',                  401,  403, 403,  A,   403,    A,    401],

  // Spec silent on the audit log and the mail outbox. The outbox holds password-reset and
  // verification links, i.e. a way into any account: it must never be open to every staff role.
  listAuditLog:                ['audit:read',                    401,  403, 403,  A,   403,    A,    401],
  listOutbox:                  ['outbox:read',                   401,  403, 403,  A,   403,    A,    401],
  // The text (SMS) outbox holds customers' numbers and what they were told: read like the mail outbox.
  listTextOutbox:              ['outbox:read',                   401,  403, 403,  A,   403,    A,    401],

  // Notification configs (§6 "notification configs" Admin-only; "Customers see … their notification
  // config"): editing and reading the tenant's rules need notifications:manage, what the caller
  // themself receives any signed-in user may read.
  getNotificationsConfig:      ['notifications:manage',          401,  403, 403,  A,   403,    A,    401],
  getNotificationsConfigForRole: ['notifications:manage',        401,  403, 403,  A,   403,    A,    401],
  saveNotificationsConfig:     ['notifications:manage',          401,  403, 403,  A,   403,    A,    401],
  getNotificationsConfigForUser: [null,                          401,  A,   A,    A,   A,      A,    401],
  // Issue 14 item 9: the trail of back-office writes holds before/after of users and settings; admin reading like the audit log.
  listChangeLog:               ['audit:read',                    401,  403, 403,  A,   403,    A,    401],
  // Issue 14 item 8 (§6 "caches" Admin-only). Tenant-less: the caller's session decides the tenant,
  // so another tenant's admin is allowed — and clears their own tenant's caches, never this one's.
  clearCaches:                 ['caches:clear',                  401,  403, 403,  A,   403,    A,    A],
  // Issue 14 item 7: reference lists feed the contact form and the records filter of any signed-in user.
  listDepartments:             [null,                            401,  A,   A,    A,   A,      A,    401],
  listTransactionTypes:        [null,                            401,  A,   A,    A,   A,      A,    401],
  // Town notifications (spec 1 §3 codes): an admin sends one to the subscribed customers.
  sendTownNotification:        ['notifications:send',            401,  403, 403,  A,   403,    A,    401],

  // Configuration (§6 "notification configs; settings update" Admin-only, i.e. a granted permission).
  listConfigDocuments:         ['config:manage',                 401,  403, 403,  A,   403,    A,    401],
  listConfigVersions:          ['config:manage',                 401,  403, 403,  A,   403,    A,    401],
  getConfigDraft:              ['config:manage',                 401,  403, 403,  A,   403,    A,    401],
  saveConfigDraft:             ['config:manage',                 401,  403, 403,  A,   403,    A,    401],
  discardConfigDraft:          ['config:manage',                 401,  403, 403,  A,   403,    A,    401],
  publishConfigDocument:       ['config:manage',                 401,  403, 403,  A,   403,    A,    401],
  rollbackConfigDocument:      ['config:manage',                 401,  403, 403,  A,   403,    A,    401],
  // App settings and content (§6 "settings update" Admin-only: a granted permission).
  updateSettings:              ['settings:update',               401,  403, 403,  A,   403,    A,    401],
  getConfigDocumentSchema:     ['config:manage',                 401,  403, 403,  A,   403,    A,    401],
  previewConfigDocument:       ['config:manage',                 401,  403, 403,  A,   403,    A,    401],

  // Workflow queues (§1 "review workflow queues", §6), one permission per queue so a dispatcher
  // sees fuel orders without reading credit applications.
  listInquiries:               ['workflow:inquiry',              401,  403, 403,  A,   403,    A,    401],
  listAccountApplications:     ['workflow:account_application',  401,  403, 403,  A,   403,    A,    401],
  listCreditApplications:      ['workflow:credit_application',   401,  403, 403,  A,   403,    A,    401],
  listFuelOrders:              ['workflow:fuel_order',           401,  403, 403,  A,   403,    A,    401],
  listTankRequests:            ['workflow:tank_request',         401,  403, 403,  A,   403,    A,    401],
  listProgramEnrolments:       ['workflow:program_enrolment',    401,  403, 403,  A,   403,    A,    401],
  // The workflow labels every queue's statuses: any staff who work a queue read it (the demo's
  // Customer Service does; a role holding no permission does not).
  getWorkflowConfig:           [null,                            401,  403, 403,  A,   403,    A,    401],
  // Moving an item and reading its steps need the permission of its item type's queue.
  advanceWorkflowItem:         ['workflow:credit_application',   401,  403, 403,  A,   403,    A,    401],
  getWorkflowHistory:          ['workflow:credit_application',   401,  403, 403,  A,   403,    A,    401],
  // Customers pay their own bills; staff take no payment through this operation (they log in as the customer).
  makePayment:                 [null,                            401,  A,   404,  403, 403,    403,  401],
  // §1 customers "order fuel" for their own accounts' drops (another's looks like none); staff order
  // by logging in as the customer, as they pay (a staff session has no drops of its own).
  priceFuelOrder:              [null,                            401,  A,   404,  403, 403,    403,  401],
  createFuelOrder:             [null,                            401,  A,   404,  403, 403,    403,  401],
  listAccountPayments:         ['accounts:read',                 401,  A,   404,  A,   403,    A,    401],
  getPaymentReceipt:           ['accounts:read',                 401,  A,   404,  A,   403,    A,    401],
  // Refunds are staff work (spec 1 §6: ticket actions Download and Refund), and need the account too.
  refundDeliveryTicket:        ['payments:refund',               401,  403, 403,  A,   403,    A,    401],

  // Saved payment sources (§1 customers "manage saved payment sources and autopay, and set default
  // sources"; §6 "Customers see their own … payment sources"). Reading names a user: a customer only
  // their own (another's looks like none), staff who may read users (users:read: they already read
  // any user's profile) any user's, masked. Writes act on the caller's own sources only, whoever
  // calls: staff change a customer's sources by logging in as them, never by naming their id.
  getPaymentSourcesForUser:    ['users:read',                    401,  A,   404,  A,   403,    A,    401],
  getPaymentSource:            ['users:read',                    401,  A,   404,  A,   403,    A,    401],
  // Saves a source for the caller themself (no id to turn): any signed-in user.
  createPaymentSource:         [null,                            401,  A,   A,    A,   A,      A,    401],
  getAutopayForUser:           [null,                            401,  A,   A,    A,   A,      A,    401],
  updatePaymentSource:         [null,                            401,  A,   404,  404, 404,    404,  401],
  deletePaymentSource:         [null,                            401,  A,   404,  404, 404,    404,  401],
  makeDefaultPaymentSource:    [null,                            401,  A,   404,  404, 404,    404,  401],
  // The account must be one of the caller's: staff have none.
  addAutopay:                  [null,                            401,  A,   404,  404, 404,    404,  401],
  removeAutopay:               [null,                            401,  A,   404,  404, 404,    404,  401],
  // §1 "pay as a guest without logging in": the account number and a service ZIP code are the
  // proof, whoever sends them (a signed-in caller, even of another tenant, is a guest here).
  lookUpGuestAccount:          [null,                            A,    A,   A,    A,   A,      A,    A],
  makeGuestPayment:            [null,                            A,    A,   A,    A,   A,      A,    A],
  // Issue item 7: a failed autopay charge is visible to the customer and to staff who read accounts.
  listAutopayRuns:             ['accounts:read',                 401,  A,   404,  A,   403,    A,    401],
  // Issue 13 item 7, applications. §1 prospective customers apply before they have a login; a
  // signed-in caller of any role (or another tenant's, a stranger here) applies like anyone.
  createCreditApplication:     [null,                            A,    A,   A,    A,   A,      A,    A],
  createResidentialApplication: [null,                           A,    A,   A,    A,   A,      A,    A],
  // Apply For Account asks for another account linked to the caller's login: signed in only.
  createAccountRequest:        [null,                            401,  A,   A,    A,   A,      A,    401],
  // Decrypting an SSN is the Admin's (its own permission, audited); queue staff read the mask.
  revealSensitiveAnswer:       ['applications:reveal',           401,  403, 403,  A,   403,    A,    401],
  // §1 "prospective customers … sign up": anyone may price a first order and sign up (the email is new each call).
  priceNewCustomerOrder:       [null,                            A,    A,   A,    A,   A,      A,    A],
  registerNewCustomer:         [null,                            A,    A,   A,    A,   A,      A,    A],
  // Logos and images (§6 "logo and image upload and delete" Admin-only, i.e. a granted permission).
  // Their bytes are public: the header, the login page and the customer overview show them.
  listLogos:                   ['assets:manage',                 401,  403, 403,  A,   403,    A,    401],
  listImages:                  ['assets:manage',                 401,  403, 403,  A,   403,    A,    401],
  uploadLogo:                  ['assets:manage',                 401,  403, 403,  A,   403,    A,    401],
  uploadImage:                 ['assets:manage',                 401,  403, 403,  A,   403,    A,    401],
  deleteAsset:                 ['assets:manage',                 401,  403, 403,  A,   403,    A,    401],
  getLogo:                     [null,                            A,    A,   A,    A,   A,      A,    A],
  getImage:                    [null,                            A,    A,   A,    A,   A,      A,    A],

  // Issue 21: connecting the supplier's system. Spec silent; the Integrations screen is the
  // Admin's (a granted permission). API keys are managed only with a session: a key never
  // creates, lists or revokes keys (see API_KEY_SCOPES below for what keys reach).
  listApiKeys:                 ['integrations:manage',           401,  403, 403,  A,   403,    A,    401],
  createApiKey:                ['integrations:manage',           401,  403, 403,  A,   403,    A,    401],
  revokeApiKey:                ['integrations:manage',           401,  403, 403,  A,   403,    A,    401],
  listApiKeyUses:              ['integrations:manage',           401,  403, 403,  A,   403,    A,    401],
  // The event feed: the supplier's system polls it with an events:read key; an Admin may read it too.
  listEvents:                  ['integrations:manage',           401,  403, 403,  A,   403,    A,    401],
  // Issue 21: the supplier's bulk import is the integration's (Admin, or a role granted integrations:manage).
  createImport:                ['integrations:manage',           401,  403, 403,  A,   403,    A,    401],
  listImports:                 ['integrations:manage',           401,  403, 403,  A,   403,    A,    401],
  getImport:                   ['integrations:manage',           401,  403, 403,  A,   403,    A,    401],
  listImportRefusals:          ['integrations:manage',           401,  403, 403,  A,   403,    A,    401],
  getImportRefusalsCsv:        ['integrations:manage',           401,  403, 403,  A,   403,    A,    401],
  // The supplier's own PDF of an imported document: part of the import.
  putImportDocumentFile:       ['integrations:manage',           401,  403, 403,  A,   403,    A,    401],
  // Issue 21: webhook endpoints are the supplier's integration, set up by whoever holds
  // integrations:manage (the Admin through '*'); customers never see them (their events are in them).
  listWebhookEndpoints:        ['integrations:manage',           401,  403, 403,  A,   403,    A,    401],
  createWebhookEndpoint:       ['integrations:manage',           401,  403, 403,  A,   403,    A,    401],
  updateWebhookEndpoint:       ['integrations:manage',           401,  403, 403,  A,   403,    A,    401],
  deleteWebhookEndpoint:       ['integrations:manage',           401,  403, 403,  A,   403,    A,    401],
  rotateWebhookSecret:         ['integrations:manage',           401,  403, 403,  A,   403,    A,    401],
  sendWebhookTest:             ['integrations:manage',           401,  403, 403,  A,   403,    A,    401],
  listWebhookDeliveries:       ['integrations:manage',           401,  403, 403,  A,   403,    A,    401],
  resendWebhookDelivery:       ['integrations:manage',           401,  403, 403,  A,   403,    A,    401],
  resendFailedWebhookDeliveries: ['integrations:manage',         401,  403, 403,  A,   403,    A,    401],
};

export type ApiKeyScope = components['schemas']['ApiKeyScope'];

/**
 * Tenant API keys are not a principal of the table above (a key is no person and has no role):
 * the operations a key may call are listed here by hand, with the scope the key needs — issue 21
 * "accepted only on the integration operations". Every operation not listed refuses any key with
 * 401. api-key-access.test.ts checks the document's x-api-key-scope against this list, then calls
 * each operation with a key holding its scope (allowed), one holding every other scope (403), and
 * every unlisted operation with a key holding all scopes (401).
 */
export const API_KEY_SCOPES: Readonly<Record<string, ApiKeyScope>> = {
  listEvents: 'events:read',
  createImport: 'import:write',
  listImports: 'import:write',
  getImport: 'import:write',
  listImportRefusals: 'import:write',
  getImportRefusalsCsv: 'import:write',
  putImportDocumentFile: 'import:write',
  postMonitorReadings: 'readings:write',
  listWebhookEndpoints: 'webhooks:manage',
  createWebhookEndpoint: 'webhooks:manage',
  updateWebhookEndpoint: 'webhooks:manage',
  deleteWebhookEndpoint: 'webhooks:manage',
  rotateWebhookSecret: 'webhooks:manage',
  sendWebhookTest: 'webhooks:manage',
  listWebhookDeliveries: 'webhooks:manage',
  resendWebhookDelivery: 'webhooks:manage',
  resendFailedWebhookDeliveries: 'webhooks:manage',
};
