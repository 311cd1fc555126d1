/**
 * The generator's accounts as the supplier's import records (schemas/entities/import-*.schema.json):
 * the demo data goes into the portal the way a supplier's does. Records come parents first, so a
 * file of them never names a record before stating it.
 */
import type { ImportRecords } from '../imports/kinds';
import type { GeneratedAccounts } from './generate-accounts';
import { seededPlanOf } from './tank-plan-requests';

type Records = { [K in keyof ImportRecords]: ImportRecords[K] & { kind: K } }[keyof ImportRecords];

const locationIdOf = (accountId: string, locationNumber: number) => `L-${accountId}-${locationNumber}`;
const iso = (at: Date | null | undefined) => (at ? at.toISOString() : null);

export function* importRecordsOf(g: GeneratedAccounts): Generator<Records> {
  for (const a of g.accounts) {
    yield { kind: 'customer', external_id: `C-${a.accountId}`, display_name: a.displayName, first_name: a.firstName ?? '', last_name: a.lastName ?? '', email: a.email ?? '', home_phone: a.homePhone ?? '', work_phone: a.workPhone ?? '', cell_phone: a.cellPhone ?? '' };
  }
  for (const a of g.accounts) {
    yield {
      kind: 'account',
      external_id: a.accountId,
      // The contact on file is the customer's: the account states none of its own.
      customer_id: `C-${a.accountId}`,
      display_name: a.displayName,
      billing_address: { street1: a.street1, street2: a.street2 ?? '', city: a.city, state: a.state, zipcode: a.zipcode, country: a.country ?? 'US' },
      account_status: (a.accountStatus ?? 'active') as ImportRecords['account']['account_status'],
      is_cancelled: a.isCancelled ?? false,
      is_fuel: a.isFuel ?? true,
      is_payment: a.isPayment ?? true,
      is_records: a.isRecords ?? true,
      is_drops: a.isDrops ?? true,
      balance_30_days: a.balance30 ?? 0,
      balance_60_days: a.balance60 ?? 0,
      balance_90_days: a.balance90 ?? 0,
      balance_over_90_days: a.balanceOver90 ?? 0,
      non_budget_balance: a.nonBudgetBalance ?? 0,
      account_balance: a.accountBalance ?? 0,
      amount_due: a.amountDue ?? 0,
      is_budget_plan: a.isBudgetPlan ?? false,
      budget_balance: a.budgetBalance ?? null,
      budget_paid_YTD: a.budgetPaidYtd ?? null,
      budget_payment: a.budgetPayment ?? null,
      budget_past_due: a.budgetPastDue ?? null,
      budget_total_due: a.budgetTotalDue ?? null,
      budget_quantity_used_YTD: a.budgetQuantityUsedYtd ?? null,
      budget_planned_YTD: a.budgetPlannedYtd ?? null,
      budget_quantity_expected: a.budgetQuantityExpected ?? null,
      last_payment_amount: a.lastPaymentAmount ?? null,
      last_payment_date: a.lastPaymentDate ?? null,
      last_statement_date: a.lastStatementDate ?? null,
      last_statement_amount: a.lastStatementAmount ?? null,
      comment: a.comment ?? '',
      alerts: a.alerts,
    };
  }
  for (const l of g.locations) {
    yield {
      kind: 'location',
      external_id: locationIdOf(l.accountId, l.locationNumber),
      account_id: l.accountId,
      location_number: l.locationNumber,
      first_name: l.firstName ?? '',
      last_name: l.lastName ?? '',
      address: { street1: l.street1, street2: l.street2 ?? '', city: l.city, state: l.state, zipcode: l.zipcode, country: l.country ?? 'US' },
    };
  }
  // The supplier's system states each tank's delivery plan: tanks alternate in the order generated (tank-plan-requests.ts).
  let index = 0;
  for (const d of g.drops) {
    const plan = seededPlanOf(index++);
    yield {
      kind: 'tank',
      external_id: d.dropId,
      account_id: d.accountId,
      location_id: locationIdOf(d.accountId, d.locationNumber),
      drop_name: d.dropName,
      product_code: d.productCode,
      product_name: d.productName,
      product_type: d.productType as ImportRecords['tank']['product_type'],
      tank_size: d.tankSize ?? null,
      price: d.price,
      is_fixed_price: d.isFixedPrice ?? false,
      effective_date: d.effectiveDate ?? null,
      end_date: d.endDate ?? null,
      last_delivery_date: d.lastDeliveryDate ?? null,
      last_delivery_quantity: d.lastDeliveryQuantity ?? null,
      next_delivery_date: d.nextDeliveryDate ?? null,
      quantity_purchased_YTD: d.quantityPurchasedYtd ?? 0,
      delivery_plan: plan,
    };
  }
  for (const d of g.documents) {
    yield {
      kind: 'document',
      external_id: d.documentId,
      account_id: d.accountId,
      document_type: d.documentType,
      document_date: d.documentDate,
      title: d.title,
      period_start: d.periodStart ?? null,
      period_end: d.periodEnd ?? null,
      due_date: d.dueDate ?? null,
      amount: d.amount,
      document_balance: d.documentBalance,
      is_credit: d.isCredit ?? false,
      amount_due: d.amountDue ?? null,
    };
  }
  for (const t of g.transactions) {
    yield {
      kind: 'transaction',
      external_id: t.transactionId,
      account_id: t.accountId,
      transaction_date: t.transactionDate,
      transaction_type: t.transactionType,
      description: t.description,
      reference: t.reference ?? '',
      document_id: t.documentId ?? null,
      location_number: t.locationNumber ?? null,
      product_name: t.productName ?? null,
      quantity: t.quantity ?? null,
      unit_price: t.unitPrice ?? null,
      amount: t.amount,
      is_credit: t.isCredit,
      balance: t.balance,
    };
  }
  for (const d of g.deliveries) {
    yield {
      kind: 'delivery',
      external_id: d.deliveryId,
      account_id: d.accountId,
      tank_id: d.dropId,
      delivery_date: d.deliveryDate,
      ticket_number: d.ticketNumber,
      product_name: d.productName,
      product_type: d.productType as ImportRecords['delivery']['product_type'],
      quantity: d.quantity,
      unit_price: d.unitPrice,
      amount: d.amount,
      document_id: d.documentId ?? null,
    };
  }
  for (const c of g.fuelCards) {
    yield {
      kind: 'fuel_card',
      external_id: c.cardId,
      account_id: c.accountId,
      last4: c.last4,
      card_user_name: c.cardUserName,
      vehicle: c.vehicle ?? '',
      status: c.status,
      daily_limit: c.dailyLimit ?? null,
      products: c.products ?? [],
      issued_at: iso(c.issuedAt),
      created_at: iso(c.createdAt) ?? undefined,
    } as Records;
  }
}

/** The records as NDJSON bytes, a few hundred lines at a time. */
export function* ndjsonOf(records: Iterable<object>): Generator<Buffer> {
  let lines: string[] = [];
  for (const record of records) {
    lines.push(JSON.stringify(record));
    if (lines.length === 500) {
      yield Buffer.from(lines.join('\n') + '\n');
      lines = [];
    }
  }
  if (lines.length) yield Buffer.from(lines.join('\n') + '\n');
}
