import { inArray } from 'drizzle-orm';
import type { components } from '../../../../openapi/generated/tenant-api';
import type { Db } from '../../db/database';
import { accounts, drops, locations, users } from '../../db/schema';
import { figuresOf, pendingTotals } from '../../payments/pending-figures';
import { ALERT_OPTIONS, alertChoice } from '../../notifications/alert-options';
import { orderUnitPrice } from '../../../engine/orders/supplier-price';
import { postedPricesOnDay } from '../../prices/todays-prices';
import type { LoadedTenant } from '../../tenants/load-tenants';

type Account = components['schemas']['Account'];
type AccountRow = typeof accounts.$inferSelect;
type DropRow = typeof drops.$inferSelect;

const gallons = (quantity: number | null) => ({ unit: 'gallons', quantity: quantity ?? 0 });

/** What a tank is charged on a day, by the rule orders are priced by (engine orderUnitPrice): a fixed price inside its window, else the supplier's posted price, else the tank's own. */
export interface DropPricing {
  day: string;
  posted: Map<string, { price: number; effective_date: string }>;
  currentPrices?: ReadonlyArray<{ product_name: string; price: number }>;
}

function priceOn(d: DropRow, pricing: DropPricing): number {
  const posted = pricing.posted.get(d.productCode);
  const drop = { price: d.price, product_type: d.productType, product_code: d.productCode, is_fixed_price: d.isFixedPrice, effective_date: d.effectiveDate, end_date: d.endDate };
  return orderUnitPrice(drop, pricing.day, posted ? [{ product_code: d.productCode, ...posted }] : [], pricing.currentPrices).unitPrice;
}

function dropView(d: DropRow, pricing: DropPricing): components['schemas']['Drop'] {
  return {
    drop_id: d.dropId,
    drop_name: d.dropName,
    is_fixed_price: d.isFixedPrice,
    last_delivery_date: d.lastDeliveryDate,
    last_delivery_quantity: gallons(d.lastDeliveryQuantity),
    next_delivery_date: d.nextDeliveryDate,
    price: priceOn(d, pricing),
    product_code: d.productCode,
    product_name: d.productName,
    product_type: d.productType as components['schemas']['Drop']['product_type'],
    product_quantity_purchase_YTD: gallons(d.quantityPurchasedYtd),
    effective_date: d.effectiveDate,
    end_date: d.endDate,
    tank_size: d.tankSize,
  };
}

/**
 * The alerts an account gets: its owner's choices on their profile once made, else the supplier's
 * record (alertChoice, the same rule the profile's boxes follow), so the overview and the profile
 * never disagree.
 */
function alertsOf(a: AccountRow, owner: typeof users.$inferSelect | undefined): Account['alerts'] {
  if (!owner) return a.alerts;
  const wanted = (id: (typeof ALERT_OPTIONS)[number]) => {
    const choice = alertChoice(owner.notificationChoices[id], a.alerts[id]);
    return choice.text || choice.email;
  };
  return { delivery_reminders: wanted('delivery_reminders'), new_documents: wanted('new_documents'), schedule_reminders: wanted('schedule_reminders') };
}

function accountView(a: AccountRow, owner: typeof users.$inferSelect | undefined, pendingCents: number): Omit<Account, 'locations'> {
  // The supplier's stated figures less the portal payments it has not confirmed yet.
  const figures = figuresOf(a, pendingCents);
  const alerts = alertsOf(a, owner);
  return {
    account_id: a.accountId,
    display_name: a.displayName,
    email: a.email,
    first_name: a.firstName,
    last_name: a.lastName,
    home_phone: a.homePhone,
    balance_30_days: figures.balance_30_days,
    balance_60_days: figures.balance_60_days,
    balance_90_days: figures.balance_90_days,
    balance_over_90_days: figures.balance_over_90_days,
    non_budget_balance: a.nonBudgetBalance,
    account_balance: figures.account_balance,
    amount_due: figures.amount_due,
    pending_payments_amount: figures.pending_payments_amount,
    stated_amount_due: figures.stated_amount_due,
    stated_account_balance: figures.stated_account_balance,
    billing_address: { street1: a.street1, street2: a.street2, city: a.city, state: a.state, zipcode: a.zipcode, country: a.country },
    budget_balance: a.budgetBalance,
    budget_paid_YTD: a.budgetPaidYtd,
    budget_payment: a.budgetPayment,
    budget_past_due: a.budgetPastDue,
    budget_total_due: a.budgetTotalDue,
    budget_quantity_used_YTD: a.budgetQuantityUsedYtd,
    budget_planned_YTD: a.budgetPlannedYtd,
    budget_quantity_expected: gallons(a.budgetQuantityExpected),
    is_budget_plan: a.isBudgetPlan,
    is_cancelled: a.isCancelled,
    is_deleted: a.isDeleted,
    last_payment_amount: a.lastPaymentAmount,
    last_payment_date: a.lastPaymentDate,
    last_statement_date: a.lastStatementDate,
    last_statement_amount: a.lastStatementAmount,
    account_owner: owner && {
      user_id: owner.id,
      email: owner.email,
      first_name: owner.firstName,
      last_name: owner.lastName,
      home_phone: owner.homePhone,
      display_name: owner.displayName,
      alerts,
    },
    alerts,
    is_fuel: a.isFuel,
    is_payment: a.isPayment,
    is_records: a.isRecords,
    is_drops: a.isDrops,
  };
}

/** The pricing of `loadAccounts`: today's posted prices of the tenant (one statement) and its configured prices. */
export async function dropPricing(db: Db, tenant: LoadedTenant, now: Date): Promise<DropPricing> {
  const day = now.toISOString().slice(0, 10);
  return { day, posted: await postedPricesOnDay(db, day), currentPrices: tenant.config.settings.fuel_order?.current_prices };
}

/**
 * Full Account entities (with owner, locations and drops) for the given account ids, in id order.
 * A drop's price is what the tank is charged today (`pricing`), so Products, Order Fuel and the
 * order's own price never disagree.
 */
export async function loadAccounts(db: Db, accountIds: string[], pricing: DropPricing): Promise<Account[]> {
  if (!accountIds.length) return [];
  // Sequential on purpose: one transaction is one connection.
  const rows = await db.select().from(accounts).where(inArray(accounts.accountId, accountIds)).orderBy(accounts.accountId);
  const locationRows = await db.select().from(locations).where(inArray(locations.accountId, accountIds)).orderBy(locations.accountId, locations.locationNumber);
  const dropRows = await db.select().from(drops).where(inArray(drops.accountId, accountIds)).orderBy(drops.dropId);
  const ownerIds = [...new Set(rows.map((r) => r.ownerUserId).filter((id): id is number => id !== null))];
  const owners = ownerIds.length ? await db.select().from(users).where(inArray(users.id, ownerIds)) : [];
  const pending = await pendingTotals(db, accountIds);
  return rows.map((row) => ({
    ...accountView(row, owners.find((o) => o.id === row.ownerUserId), pending.get(row.accountId) ?? 0),
    locations: locationRows
      .filter((l) => l.accountId === row.accountId)
      .map((l) => ({
        account_id: l.accountId,
        location_number: l.locationNumber,
        first_name: l.firstName,
        last_name: l.lastName,
        address: { street1: l.street1, street2: l.street2, city: l.city, state: l.state, zipcode: l.zipcode, country: l.country },
        drops: dropRows.filter((d) => d.accountId === row.accountId && d.locationNumber === l.locationNumber).map((d) => dropView(d, pricing)),
      })),
  }));
}

