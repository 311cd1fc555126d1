/**
 * Money: saved payment sources, payments, autopay, and the idempotency records that make every
 * charge happen exactly once. No column here ever holds a full card number, a CVV or a full bank
 * account number: a source keeps the gateway's token and what a person needs to recognise it
 * (brand, last 4, expiry, holder, billing address).
 */
import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { tenantTable } from './tenant-table';
import { at, money } from './columns';
import { AUTOPAY_RUN_STATUSES, BANK_ACCOUNT_TYPES, FUEL_CARD_STATUSES, PAYMENT_CHANNELS, PAYMENT_STATUSES, PAYMENT_TYPES, type PaymentType } from '../../../schemas/generated/enums';


export { PAYMENT_TYPES, type PaymentType };

export interface BillingAddress {
  street1: string;
  street2?: string;
  city: string;
  state: string;
  zipcode: string;
  country?: string;
}

/** A card or bank account a customer saved: the gateway's token and a masked description. */
export const paymentSources = tenantTable(
  'payment_sources',
  {
    id: integer('id').generatedAlwaysAsIdentity(),
    userId: integer('user_id').notNull(),
    paymentType: text('payment_type', { enum: PAYMENT_TYPES }).notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    gateway: text('gateway').notNull(),
    token: text('token').notNull(),
    /** Card brand (Visa, Mastercard…); a bank account's bank name as the customer gave it, else 'Bank account'. */
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    expMonth: integer('exp_month'),
    expYear: integer('exp_year'),
    holderFirstName: text('holder_first_name').notNull().default(''),
    holderLastName: text('holder_last_name').notNull().default(''),
    /** Bank accounts: checking or savings. */
    accountType: text('account_type', { enum: BANK_ACCOUNT_TYPES }),
    billingAddress: jsonb('billing_address').$type<BillingAddress>(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: at('created_at'),
    /** Removed by the customer: kept so past payments still name their source. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('payment_sources_user').on(t.tenantId, t.userId),
    // At most one default per customer, enforced by the database rather than by care.
    uniqueIndex('payment_sources_one_default').on(t.tenantId, t.userId).where(sql`is_default and deleted_at is null`),
  ],
);

/** Autopay: the account's bill is charged to this source on its due date. One source per account. */
export const autopayEnrolments = tenantTable(
  'autopay_enrolments',
  {
    accountId: text('account_id').notNull(),
    userId: integer('user_id').notNull(),
    paymentSourceId: integer('payment_source_id').notNull(),
    /** When the customer acknowledged the autopay terms (required to enrol). */
    termsAcknowledgedAt: timestamp('terms_acknowledged_at', { withTimezone: true }).notNull(),
    createdAt: at('created_at'),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.accountId] }), index('autopay_enrolments_user').on(t.tenantId, t.userId, t.paymentSourceId)],
);

export { PAYMENT_STATUSES, PAYMENT_CHANNELS };

/**
 * A payment the gateway accepted. A declined attempt leaves no row (and no fee): it lives only in
 * its idempotency record. pending → settled, or returned (ACH) and then reversed on the ledger.
 */
export const payments = tenantTable(
  'payments',
  {
    id: integer('id').generatedAlwaysAsIdentity(),
    /** Shown on the receipt and the ledger: P-<id>, stable and unique per tenant. */
    paymentNumber: text('payment_number').notNull(),
    accountId: text('account_id').notNull(),
    /** The paying user; null for a guest payment. */
    userId: integer('user_id'),
    channel: text('channel', { enum: PAYMENT_CHANNELS }).notNull(),
    paymentType: text('payment_type', { enum: PAYMENT_TYPES }).notNull(),
    paymentSourceId: integer('payment_source_id'),
    /** How the source reads on a receipt: "Visa •••• 4242". */
    sourceLabel: text('source_label').notNull(),
    amount: money('amount').notNull(),
    fee: money('fee').notNull().default(0),
    total: money('total').notNull(),
    status: text('status', { enum: PAYMENT_STATUSES }).notNull(),
    gateway: text('gateway').notNull(),
    gatewayChargeId: text('gateway_charge_id').notNull(),
    /** The idempotency key sent to the gateway: one charge, one payment row, whatever retries happen. */
    gatewayKey: text('gateway_key').notNull(),
    /** Autopay: the statement this payment pays; one autopay payment per statement. */
    statementDocumentId: text('statement_document_id'),
    /** The portal's provisional ledger line (PAY-<number>): gone once the supplier confirms the payment or it comes back returned. */
    transactionId: text('transaction_id').notNull(),
    /** No longer written: a return no longer books a reversal on the account (the supplier states it). Kept for rows from before. */
    reversalTransactionId: text('reversal_transaction_id'),
    receiptEmail: text('receipt_email'),
    returnCode: text('return_code'),
    refundedAmount: money('refunded_amount').notNull().default(0),
    createdAt: at('created_at'),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    returnedAt: timestamp('returned_at', { withTimezone: true }),
    /**
     * When the supplier's books took the payment in: an imported transaction naming this payment
     * (portal_payment_id). From then on the supplier's stated figures include it, so it no longer
     * counts as pending against them.
     */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /** The supplier's own ledger line for it. */
    supplierTransactionId: text('supplier_transaction_id'),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('payments_gateway_key').on(t.tenantId, t.gatewayKey),
    uniqueIndex('payments_number').on(t.tenantId, t.paymentNumber),
    index('payments_account').on(t.tenantId, t.accountId, t.createdAt),
    index('payments_status').on(t.tenantId, t.status),
  ],
);

/** Each autopay attempt for a statement, charged or failed: exactly one per account and statement. */
export const autopayRuns = tenantTable(
  'autopay_runs',
  {
    accountId: text('account_id').notNull(),
    statementDocumentId: text('statement_document_id').notNull(),
    paymentSourceId: integer('payment_source_id').notNull(),
    status: text('status', { enum: AUTOPAY_RUN_STATUSES }).notNull(),
    paymentId: integer('payment_id'),
    errorCode: text('error_code'),
    message: text('message'),
    attemptedAt: at('attempted_at'),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.accountId, t.statementDocumentId] })],
);

/** Money given back through the gateway (a delivery ticket's refund), audited with who did it. */
export const refunds = tenantTable(
  'refunds',
  {
    id: integer('id').generatedAlwaysAsIdentity(),
    paymentId: integer('payment_id').notNull(),
    deliveryId: text('delivery_id'),
    amount: money('amount').notNull(),
    reason: text('reason').notNull().default(''),
    gatewayRefundId: text('gateway_refund_id').notNull(),
    gatewayKey: text('gateway_key').notNull(),
    transactionId: text('transaction_id').notNull(),
    createdBy: integer('created_by').notNull(),
    createdAt: at('created_at'),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] }), uniqueIndex('refunds_gateway_key').on(t.tenantId, t.gatewayKey), index('refunds_payment').on(t.tenantId, t.paymentId)],
);

/**
 * One row per Idempotency-Key: the first request's answer, replayed to every retry. `plan` is
 * what the request decided before calling the outside world, so a retry after a crash finishes
 * the same work instead of starting again; `locked_until` is the lease of the request working on it.
 */
export const idempotencyKeys = tenantTable(
  'idempotency_keys',
  {
    /** Whose key it is: user:<id>, or guest (a guest's body names the account it pays). */
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    operationId: text('operation_id').notNull(),
    /** SHA-256 of the operation and its body: the same key with another body is refused. */
    requestHash: text('request_hash').notNull(),
    state: text('state', { enum: ['external', 'completed'] }).notNull(),
    plan: jsonb('plan').$type<unknown>(),
    responseStatus: integer('response_status'),
    responseBody: jsonb('response_body').$type<unknown>(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }).notNull(),
    createdAt: at('created_at'),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.scope, t.key] }), index('idempotency_keys_created').on(t.tenantId, t.createdAt)],
);

/**
 * The built-in sandbox gateway's own books: it stands for a payment processor's systems, so it
 * writes in transactions of its own, never the request's. Tokens keep only what the sandbox needs
 * to act like a test-mode gateway (which outcome a test number asks for), never the number.
 */
export const sandboxTokens = tenantTable(
  'sandbox_gateway_tokens',
  {
    token: text('token').notNull(),
    /** Tokenising with a key already used answers the same token (a retried request makes no second one). */
    idempotencyKey: text('idempotency_key').notNull(),
    kind: text('kind', { enum: ['card', 'bank_account'] }).notNull(),
    /** approve, or the decline / ACH return code the test number asks for. */
    behaviour: text('behaviour').notNull(),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    createdAt: at('created_at'),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.token] }), uniqueIndex('sandbox_gateway_tokens_key').on(t.tenantId, t.idempotencyKey)],
);

export const sandboxCharges = tenantTable(
  'sandbox_gateway_charges',
  {
    chargeId: text('charge_id').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    requestHash: text('request_hash').notNull(),
    token: text('token').notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    refundedCents: bigint('refunded_cents', { mode: 'number' }).notNull().default(0),
    /** declined charges are kept too: a retried key replays its decline. */
    status: text('status', { enum: ['declined', 'pending', 'settled', 'returned'] }).notNull(),
    failureCode: text('failure_code'),
    /** When a pending charge settles (or, for an ACH return test account, is returned). */
    settlesAt: timestamp('settles_at', { withTimezone: true }),
    createdAt: at('created_at'),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.chargeId] }), uniqueIndex('sandbox_gateway_charges_key').on(t.tenantId, t.idempotencyKey)],
);

export const sandboxRefunds = tenantTable(
  'sandbox_gateway_refunds',
  {
    refundId: text('refund_id').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    chargeId: text('charge_id').notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    createdAt: at('created_at'),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.refundId] }), uniqueIndex('sandbox_gateway_refunds_key').on(t.tenantId, t.idempotencyKey)],
);

/** Fleet fuel cards of an account (not payment cards): pending until issued, then active or suspended. */
export const fuelCards = tenantTable(
  'fuel_cards',
  {
    cardId: text('card_id').notNull(),
    accountId: text('account_id').notNull(),
    /** Printed on the card; only the last 4 are ever shown. */
    last4: text('last4').notNull(),
    cardUserName: text('card_user_name').notNull(),
    vehicle: text('vehicle').notNull().default(''),
    status: text('status', { enum: FUEL_CARD_STATUSES }).notNull(),
    dailyLimit: money('daily_limit'),
    products: jsonb('products').$type<string[]>().notNull().default([]),
    issuedAt: timestamp('issued_at', { withTimezone: true }),
    createdAt: at('created_at'),
    removedAt: timestamp('removed_at', { withTimezone: true }),
    /** SHA-256 of the supplier's record this row was last imported from: an unchanged record is not written again. */
    importHash: text('import_hash'),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.cardId] }), index('fuel_cards_account').on(t.tenantId, t.accountId)],
);
