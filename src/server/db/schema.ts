/**
 * The one database schema, shared by the PGlite and node-postgres drivers. Every table but
 * `tenants` is declared with `tenantTable`, which puts tenant_id first in its keys (ready for
 * Citus-style distribution) and adds the row-level-security policy that only shows rows of the
 * tenant set by `app.tenant` for the transaction; a catalog test fails on a table that escapes it.
 */
import type { Language } from '../../engine/i18n/languages';
import { bigint, boolean, date, index, integer, jsonb, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { tenantTable } from './tenant-table';
import { at, contactColumns, createdAt, gallons, money, unitPrice } from './columns';
import { DOCUMENT_TYPES, OUTBOX_MESSAGE_STATUSES, OUTBOX_MESSAGE_TRANSPORTS, TRANSACTION_TYPES } from '../../../schemas/generated/enums';

export { APP_ROLE, tenants } from './tenant-table';
export * from './config-tables';
export * from './payment-tables';
export * from './back-office-tables';
export * from './event-tables';
export * from './api-key-tables';
export * from './claim-tables';
export * from './import-tables';
export * from './webhook-tables';
export * from './tank-tables';
export * from './tank-plan-tables';
export * from './price-alert-tables';
export * from './program-tables';
export * from './delivery-status-tables';

/** A postal address as columns (searchable and sortable, unlike JSON). */
const addressColumns = () => ({
  street1: text('street1').notNull(),
  street2: text('street2').notNull().default(''),
  city: text('city').notNull(),
  state: text('state').notNull(),
  zipcode: text('zipcode').notNull(),
  country: text('country').notNull().default('US'),
});

/** An attachment of a queued mail: what to render it from (mail/attachments.ts draws it). */
export interface MailAttachmentRef {
  kind: 'payment-receipt';
  /** The row it is drawn from (a payment id). */
  ref: number;
  filename: string;
  /** The language it is drawn in when the mail goes (the mail's own, issue 24); English when absent (mails queued before). */
  language?: Language;
}


export const users = tenantTable(
  'users',
  {
    id: integer('id').generatedAlwaysAsIdentity(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role').notNull(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    displayName: text('display_name').notNull().default(''),
    locale: text('locale').notNull().default('en-US'),
    confirmed: boolean('confirmed').notNull().default(false),
    cellPhone: text('cell_phone').notNull().default(''),
    homePhone: text('home_phone').notNull().default(''),
    paperlessDelivery: boolean('paperless_delivery').notNull().default(false),
    winterAddress: jsonb('winter_address').$type<{ street1?: string; city?: string; state?: string; zipcode?: string }>().notNull().default({}),
    /** Alert option id → channels wanted, e.g. { delivery_reminders: { text: true, email: true } }. */
    notificationChoices: jsonb('notification_choices').$type<Record<string, { text: boolean; email: boolean }>>().notNull().default({}),
    townNotifications: jsonb('town_notifications').$type<string[]>().notNull().default([]),
    householdMembers: jsonb('household_members').$type<Record<string, unknown>[]>().notNull().default([]),
    termsOfUseAcknowledged: boolean('terms_of_use_acknowledged').notNull().default(false),
    lastManuallyUpdated: timestamp('last_manually_updated', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] }), uniqueIndex('users_tenant_email').on(t.tenantId, t.email)],
);

export const sessions = tenantTable(
  'sessions',
  {
    /** SHA-256 of the user_key; the key itself is never stored. */
    keyHash: text('key_hash').notNull(),
    userId: integer('user_id').notNull(),
    impersonatorId: integer('impersonator_id'),
    /** The impersonating staff user's own session, kept alive while they act as the customer. */
    impersonatorKeyHash: text('impersonator_key_hash'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.keyHash] }), index('sessions_user').on(t.tenantId, t.userId)],
);

export const accounts = tenantTable(
  'accounts',
  {
    accountId: text('account_id').notNull(),
    displayName: text('display_name').notNull(),
    ...contactColumns(),
    ...addressColumns(),
    balance30: money('balance_30_days').notNull().default(0),
    balance60: money('balance_60_days').notNull().default(0),
    balance90: money('balance_90_days').notNull().default(0),
    balanceOver90: money('balance_over_90_days').notNull().default(0),
    nonBudgetBalance: money('non_budget_balance').notNull().default(0),
    accountBalance: money('account_balance').notNull().default(0),
    amountDue: money('amount_due').notNull().default(0),
    isBudgetPlan: boolean('is_budget_plan').notNull().default(false),
    budgetBalance: money('budget_balance'),
    budgetPaidYtd: money('budget_paid_ytd'),
    budgetPayment: money('budget_payment'),
    budgetPastDue: money('budget_past_due'),
    budgetTotalDue: money('budget_total_due'),
    budgetQuantityUsedYtd: gallons('budget_quantity_used_ytd'),
    budgetPlannedYtd: gallons('budget_planned_ytd'),
    budgetQuantityExpected: gallons('budget_quantity_expected'),
    isCancelled: boolean('is_cancelled').notNull().default(false),
    isDeleted: boolean('is_deleted').notNull().default(false),
    lastPaymentAmount: money('last_payment_amount'),
    lastPaymentDate: date('last_payment_date', { mode: 'string' }),
    lastStatementDate: date('last_statement_date', { mode: 'string' }),
    lastStatementAmount: money('last_statement_amount'),
    alerts: jsonb('alerts').$type<{ delivery_reminders: boolean; new_documents: boolean; schedule_reminders: boolean }>().notNull(),
    isFuel: boolean('is_fuel').notNull().default(true),
    isPayment: boolean('is_payment').notNull().default(true),
    isRecords: boolean('is_records').notNull().default(true),
    isDrops: boolean('is_drops').notNull().default(true),
    accountStatus: text('account_status').notNull().default('active'),
    comment: text('comment').notNull().default(''),
    ownerUserId: integer('owner_user_id'),
    /** The supplier's customer (customers.external_id) who owns the account, when the import names one. */
    customerId: text('customer_id'),
    /** SHA-256 of the supplier's record this row was last imported from: an unchanged record is not written again. */
    importHash: text('import_hash'),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.accountId] }),
    index('accounts_name').on(t.tenantId, t.displayName),
    index('accounts_email').on(t.tenantId, t.email),
  ],
);

export const userAccounts = tenantTable(
  'user_accounts',
  {
    userId: integer('user_id').notNull(),
    accountId: text('account_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.userId, t.accountId] }), index('user_accounts_account').on(t.tenantId, t.accountId)],
);

export const locations = tenantTable(
  'locations',
  {
    accountId: text('account_id').notNull(),
    locationNumber: integer('location_number').notNull(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    ...addressColumns(),
    /** The supplier's id of the location (tanks name it); null for a location no import wrote. */
    externalId: text('external_id'),
    /** SHA-256 of the supplier's record this row was last imported from: an unchanged record is not written again. */
    importHash: text('import_hash'),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.accountId, t.locationNumber] }), uniqueIndex('locations_external_id').on(t.tenantId, t.externalId)],
);

export const drops = tenantTable(
  'drops',
  {
    dropId: text('drop_id').notNull(),
    accountId: text('account_id').notNull(),
    locationNumber: integer('location_number').notNull(),
    dropName: text('drop_name').notNull(),
    isFixedPrice: boolean('is_fixed_price').notNull().default(false),
    lastDeliveryDate: date('last_delivery_date', { mode: 'string' }),
    lastDeliveryQuantity: gallons('last_delivery_quantity'),
    nextDeliveryDate: date('next_delivery_date', { mode: 'string' }),
    price: unitPrice('price').notNull(),
    productCode: text('product_code').notNull(),
    productName: text('product_name').notNull(),
    productType: text('product_type').notNull(),
    quantityPurchasedYtd: gallons('quantity_purchased_ytd').notNull().default(0),
    effectiveDate: date('effective_date', { mode: 'string' }),
    endDate: date('end_date', { mode: 'string' }),
    tankSize: bigint('tank_size', { mode: 'number' }),
    /** SHA-256 of the supplier's record this row was last imported from: an unchanged record is not written again. */
    importHash: text('import_hash'),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.dropId] }), index('drops_location').on(t.tenantId, t.accountId, t.locationNumber)],
);

/** Single-use keys mailed to users: password reset (1 hour) and email verification (7 days). Only hashes are stored. */
export const userTokens = tenantTable(
  'user_tokens',
  {
    tokenHash: text('token_hash').notNull(),
    userId: integer('user_id').notNull(),
    purpose: text('purpose', { enum: ['reset', 'verify'] }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.tokenHash] }), index('user_tokens_user').on(t.tenantId, t.userId)],
);

/**
 * Every mail the portal sends: the Admin's outbox and, with SMTP, the queue the mail worker sends
 * from. A request only inserts the row (in its own transaction, so a rolled-back request mails
 * nothing); the worker claims due rows after commit (mail/outbox-worker.ts).
 */
export const outbox = tenantTable(
  'outbox',
  {
    id: integer('id').generatedAlwaysAsIdentity(),
    to: text('to').notNull(),
    from: text('from').notNull(),
    replyTo: text('reply_to'),
    subject: text('subject').notNull(),
    /** The bodies. With SMTP, a one-time key in them is kept only until the mail is handed over or given up. */
    text: text('text').notNull(),
    html: text('html').notNull(),
    /** SHA-256 of the one-time key the mail carries (as user_tokens.token_hash): the listing masks it once the key is dead. */
    secretHash: text('secret_hash'),
    /** Files drawn when the mail is sent or opened (a payment receipt PDF), named by what they render from, never stored. */
    attachments: jsonb('attachments').$type<MailAttachmentRef[]>().notNull().default([]),
    transport: text('transport', { enum: OUTBOX_MESSAGE_TRANSPORTS }).notNull(),
    /** recorded: the outbox is the delivery (no SMTP); pending → sending → sent, or failed after the last attempt. */
    status: text('status', { enum: OUTBOX_MESSAGE_STATUSES }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** When a pending mail is due, or until when a sending one is leased to the worker that claimed it. */
    nextAttemptAt: at('next_attempt_at'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('outbox_to').on(t.tenantId, t.to),
    index('outbox_due').on(t.tenantId, t.status, t.nextAttemptAt),
  ],
);

/** Writes made while a staff user acts as a customer, with both identities. */
export const auditLog = tenantTable(
  'audit_log',
  {
    id: integer('id').generatedAlwaysAsIdentity(),
    at: at('at'),
    operationId: text('operation_id').notNull(),
    method: text('method').notNull(),
    path: text('path').notNull(),
    status: integer('status').notNull(),
    actorUserId: integer('actor_user_id').notNull(),
    subjectUserId: integer('subject_user_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] })],
);

/** Items staff work on: access requests now; inquiries, applications and fuel orders later. */
export const workflowItems = tenantTable(
  'workflow_items',
  {
    id: integer('id').generatedAlwaysAsIdentity(),
    type: text('type', { enum: ['access_request', 'inquiry', 'account_application', 'credit_application', 'fuel_order', 'tank_request', 'program_enrolment'] }).notNull(),
    status: text('status').notNull(),
    channel: text('channel').notNull().default('portal'),
    accountId: text('account_id'),
    userId: integer('user_id'),
    itemContents: jsonb('item_contents').$type<Record<string, unknown>>().notNull(),
    extra: jsonb('extra').$type<Record<string, unknown>>().notNull().default({}),
    /** The form (configuration document form.<id>) and version the submission was made on. */
    formName: text('form_name'),
    formVersion: integer('form_version'),
    resolvedBy: integer('resolved_by'),
    /** Flagged urgent (a tank request "I'm worried about running out"): the queue lists these first. A column, not an answer, so any item type can be flagged and the queue orders by it in SQL. */
    urgent: boolean('urgent').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: at('updated_at'),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] }), index('workflow_items_queue').on(t.tenantId, t.type, t.status, t.createdAt)],
);

/** Fixed-window counters for throttling when no Redis is configured. */
export const rateLimits = tenantTable(
  'rate_limits',
  {
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    hits: integer('hits').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.key] })],
);

/**
 * An account's ledger. Keyset paging reads (account, date, id) from the index in both
 * directions, so a deep page costs what the first one does.
 */
export const transactions = tenantTable(
  'transactions',
  {
    transactionId: text('transaction_id').notNull(),
    accountId: text('account_id').notNull(),
    transactionDate: date('transaction_date', { mode: 'string' }).notNull(),
    transactionType: text('transaction_type', { enum: TRANSACTION_TYPES }).notNull(),
    description: text('description').notNull(),
    reference: text('reference').notNull().default(''),
    documentId: text('document_id'),
    locationNumber: integer('location_number'),
    productName: text('product_name'),
    quantity: gallons('quantity'),
    unitPrice: unitPrice('unit_price'),
    amount: money('amount').notNull(),
    isCredit: boolean('is_credit').notNull(),
    /** Account balance after this line, in ledger order (date, then id). */
    balance: money('balance').notNull(),
    /**
     * supplier: imported from the supplier's books (the record); portal: a payment made in the
     * portal, shown until the supplier's own line for it arrives (confirmPortalPayment removes it).
     */
    source: text('source', { enum: ['supplier', 'portal'] }).notNull().default('supplier'),
    /** SHA-256 of the supplier's record this row was last imported from: an unchanged record is not written again. */
    importHash: text('import_hash'),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.transactionId] }),
    index('transactions_account_date').on(t.tenantId, t.accountId, t.transactionDate, t.transactionId),
    index('transactions_document').on(t.tenantId, t.documentId),
  ],
);

/** Fuel delivered to a drop, as on the driver's ticket (a snapshot: later price or name changes do not rewrite it). */
export const deliveries = tenantTable(
  'deliveries',
  {
    deliveryId: text('delivery_id').notNull(),
    accountId: text('account_id').notNull(),
    deliveryDate: date('delivery_date', { mode: 'string' }).notNull(),
    ticketNumber: text('ticket_number').notNull(),
    locationNumber: integer('location_number').notNull(),
    dropId: text('drop_id').notNull(),
    dropName: text('drop_name').notNull(),
    productName: text('product_name').notNull(),
    productType: text('product_type').notNull(),
    quantity: gallons('quantity').notNull(),
    unitPrice: unitPrice('unit_price').notNull(),
    amount: money('amount').notNull(),
    documentId: text('document_id'),
    /** SHA-256 of the supplier's record this row was last imported from: an unchanged record is not written again. */
    importHash: text('import_hash'),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.deliveryId] }),
    index('deliveries_account_date').on(t.tenantId, t.accountId, t.deliveryDate, t.deliveryId),
  ],
);

/** Statements and invoices; their PDFs are rendered from these rows and the transactions they cover. */
export const accountDocuments = tenantTable(
  'account_documents',
  {
    documentId: text('document_id').notNull(),
    accountId: text('account_id').notNull(),
    documentType: text('document_type', { enum: DOCUMENT_TYPES }).notNull(),
    documentDate: date('document_date', { mode: 'string' }).notNull(),
    title: text('title').notNull(),
    periodStart: date('period_start', { mode: 'string' }),
    periodEnd: date('period_end', { mode: 'string' }),
    dueDate: date('due_date', { mode: 'string' }),
    amount: money('amount').notNull(),
    documentBalance: money('document_balance').notNull(),
    isCredit: boolean('is_credit').notNull().default(false),
    /** What the supplier states is due on it (a budget statement's instalment, not its closing balance); null: not stated. */
    amountDue: money('amount_due'),
    /** Where the supplier's own PDF of it is (an https URL the import fetches into document_files); null: none named. */
    fileUrl: text('file_url'),
    /** SHA-256 of the supplier's record this row was last imported from: an unchanged record is not written again. */
    importHash: text('import_hash'),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.documentId] }),
    index('account_documents_account_date').on(t.tenantId, t.accountId, t.documentDate, t.documentId),
  ],
);
