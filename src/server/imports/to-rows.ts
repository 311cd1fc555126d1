/**
 * An accepted record → the portal's row, every column the import owns set (absent fields to their
 * empty value, so a record that drops a field clears it), and the row's import_hash: the hash of
 * that row, so the same record sent as CSV or NDJSON, or sent again, is the same row.
 */
import { hash } from 'node:crypto';
import type { accountDocuments, accounts, customers, deliveries, drops, fuelCards, locations, postedPrices, transactions } from '../db/schema';
import type { ImportRecords } from './kinds';
import { contactOf, type CustomerContact, type Known } from './references';

type Insert<T extends { $inferInsert: unknown }> = T['$inferInsert'];

/**
 * The row with its import_hash (of the supplier's columns: tenant_id is not hashed). Each kind's
 * row is built by one function below with its keys always in the same order, so JSON.stringify is
 * already a normal form of it (dates as ISO 8601, absent values as null). crypto.hash is the
 * one-shot SHA-256, the same digest as createHash's without its object per row.
 */
export function hashed<T extends object>(tenantId: string, own: T): { tenantId: string } & T & { importHash: string } {
  return { tenantId, ...own, importHash: hash('sha256', JSON.stringify(own), 'base64url') };
}

const nul = <T>(value: T | undefined): T | null => (value === undefined ? null : value);
const text = (value: string | undefined) => value ?? '';

type ImportAddress = NonNullable<ImportRecords['location']['address']>;

/** An address's columns, in the order an account and a location both hash them. */
const addressColumns = (a: ImportAddress) => ({
  street1: a.street1,
  street2: text(a.street2),
  city: a.city,
  state: a.state,
  zipcode: a.zipcode,
  country: a.country,
});

export function customerRow(tenantId: string, r: ImportRecords['customer']): Insert<typeof customers> {
  const c = contactOf(r);
  return hashed(tenantId, { externalId: r.external_id, ...c });
}

/** Contact columns the record leaves out come from its customer (the "on file" of the account). */
export function accountRow(tenantId: string, r: ImportRecords['account'], known: Known): Insert<typeof accounts> {
  const customer: CustomerContact | undefined = r.customer_id ? (known.customers.get(r.customer_id) ?? undefined) : undefined;
  const contact = (own: string | undefined, key: keyof CustomerContact) => (own !== undefined && own !== '' ? own : (customer?.[key] ?? ''));
  const status = r.account_status ?? (r.is_cancelled ? 'closed' : 'active');
  return hashed(tenantId, {
    accountId: r.external_id,
    customerId: nul(r.customer_id),
    displayName: r.display_name!,
    firstName: contact(r.first_name, 'firstName'),
    lastName: contact(r.last_name, 'lastName'),
    email: contact(r.email, 'email'),
    homePhone: contact(r.home_phone, 'homePhone'),
    workPhone: contact(r.work_phone, 'workPhone'),
    cellPhone: contact(r.cell_phone, 'cellPhone'),
    ...addressColumns(r.billing_address!),
    balance30: r.balance_30_days ?? 0,
    balance60: r.balance_60_days ?? 0,
    balance90: r.balance_90_days ?? 0,
    balanceOver90: r.balance_over_90_days ?? 0,
    nonBudgetBalance: r.non_budget_balance ?? r.account_balance!,
    accountBalance: r.account_balance!,
    amountDue: r.amount_due!,
    isBudgetPlan: r.is_budget_plan ?? false,
    budgetBalance: nul(r.budget_balance),
    budgetPaidYtd: nul(r.budget_paid_YTD),
    budgetPayment: nul(r.budget_payment),
    budgetPastDue: nul(r.budget_past_due),
    budgetTotalDue: nul(r.budget_total_due),
    budgetQuantityUsedYtd: nul(r.budget_quantity_used_YTD),
    budgetPlannedYtd: nul(r.budget_planned_YTD),
    budgetQuantityExpected: nul(r.budget_quantity_expected),
    isCancelled: r.is_cancelled ?? status === 'closed',
    lastPaymentAmount: nul(r.last_payment_amount),
    lastPaymentDate: nul(r.last_payment_date),
    lastStatementDate: nul(r.last_statement_date),
    lastStatementAmount: nul(r.last_statement_amount),
    isFuel: r.is_fuel ?? true,
    isPayment: r.is_payment ?? true,
    isRecords: r.is_records ?? true,
    isDrops: r.is_drops ?? true,
    accountStatus: status,
    comment: text(r.comment),
    // Insert only (upsert.ts): a customer's own choices are the portal's, not the supplier's.
    alerts: r.alerts ?? { delivery_reminders: true, new_documents: true, schedule_reminders: true },
  });
}

export function locationRow(tenantId: string, r: ImportRecords['location']): Insert<typeof locations> {
  return hashed(tenantId, {
    externalId: r.external_id,
    accountId: r.account_id!,
    locationNumber: r.location_number!,
    firstName: text(r.first_name),
    lastName: text(r.last_name),
    ...addressColumns(r.address!),
  });
}

export function tankRow(tenantId: string, r: ImportRecords['tank'], known: Known): Insert<typeof drops> {
  return hashed(tenantId, {
    dropId: r.external_id,
    accountId: r.account_id!,
    locationNumber: known.locations.get(r.location_id!)!.locationNumber,
    dropName: r.drop_name!,
    productCode: r.product_code!,
    productName: r.product_name!,
    productType: r.product_type!,
    tankSize: nul(r.tank_size),
    price: r.price!,
    isFixedPrice: r.is_fixed_price ?? false,
    effectiveDate: nul(r.effective_date),
    endDate: nul(r.end_date),
    lastDeliveryDate: nul(r.last_delivery_date),
    lastDeliveryQuantity: nul(r.last_delivery_quantity),
    nextDeliveryDate: nul(r.next_delivery_date),
    quantityPurchasedYtd: r.quantity_purchased_YTD ?? 0,
  });
}

export function priceRow(tenantId: string, r: ImportRecords['price']): Insert<typeof postedPrices> {
  return hashed(tenantId, { externalId: r.external_id, productCode: r.product_code!, productName: text(r.product_name), productType: nul(r.product_type), price: r.price!, effectiveDate: r.effective_date! });
}

export function documentRow(tenantId: string, r: ImportRecords['document']): Insert<typeof accountDocuments> {
  return hashed(tenantId, {
    documentId: r.external_id,
    accountId: r.account_id!,
    documentType: r.document_type!,
    documentDate: r.document_date!,
    title: r.title!,
    periodStart: nul(r.period_start),
    periodEnd: nul(r.period_end),
    dueDate: nul(r.due_date),
    amount: r.amount!,
    documentBalance: r.document_balance!,
    isCredit: r.is_credit ?? false,
    amountDue: nul(r.amount_due),
    fileUrl: nul(r.file_url),
  });
}

export function transactionRow(tenantId: string, r: ImportRecords['transaction']): Insert<typeof transactions> {
  return hashed(tenantId, {
    transactionId: r.external_id,
    accountId: r.account_id!,
    transactionDate: r.transaction_date!,
    transactionType: r.transaction_type!,
    description: r.description!,
    reference: text(r.reference),
    documentId: nul(r.document_id),
    locationNumber: nul(r.location_number),
    productName: nul(r.product_name),
    quantity: nul(r.quantity),
    unitPrice: nul(r.unit_price),
    amount: r.amount!,
    isCredit: r.is_credit!,
    balance: r.balance!,
    source: 'supplier' as const,
  });
}

export function deliveryRow(tenantId: string, r: ImportRecords['delivery'], known: Known): Insert<typeof deliveries> {
  const tank = known.tanks.get(r.tank_id!)!;
  return hashed(tenantId, {
    deliveryId: r.external_id,
    accountId: r.account_id!,
    deliveryDate: r.delivery_date!,
    ticketNumber: r.ticket_number!,
    locationNumber: tank.locationNumber,
    dropId: r.tank_id!,
    dropName: tank.dropName,
    productName: r.product_name!,
    productType: r.product_type!,
    quantity: r.quantity!,
    unitPrice: r.unit_price!,
    amount: r.amount!,
    documentId: nul(r.document_id),
  });
}

export function fuelCardRow(tenantId: string, r: ImportRecords['fuel_card'], now: Date): Insert<typeof fuelCards> {
  const row = hashed(tenantId, {
    cardId: r.external_id,
    accountId: r.account_id!,
    last4: r.last4!,
    cardUserName: r.card_user_name!,
    vehicle: text(r.vehicle),
    status: r.status!,
    dailyLimit: nul(r.daily_limit),
    products: r.products ?? [],
    issuedAt: r.issued_at ? new Date(r.issued_at) : null,
    // A card imported again is live again (a removal the supplier undid).
    removedAt: null,
  });
  // Insert only, and not hashed: without a stated time it is the first import's.
  return { ...row, createdAt: r.created_at ? new Date(r.created_at) : now };
}
