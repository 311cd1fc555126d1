/**
 * The account and drop fields a supplier's billing system would show, read off the simulated
 * ledger at the reference date, so that balances, aging, budget figures and last payment /
 * statement / delivery all agree with the rows.
 */
import type { accounts, drops } from '../../db/schema';
import { statedAmountDueCents, budgetPastDueCents, nonBudgetOpenCents } from './amount-due';
import { fromCents } from './book';
import { isoDay, REFERENCE_DAY } from './calendar';
import { shareOfYearBeforeReference, type AccountPlan } from './plan';
import { marketPrice, seasonWeight } from './products';
import type { SimulatedLedger } from './simulate';

export type AccountLedgerFields = Pick<
  typeof accounts.$inferInsert,
  | 'balance30' | 'balance60' | 'balance90' | 'balanceOver90' | 'nonBudgetBalance' | 'accountBalance' | 'amountDue' | 'isBudgetPlan'
  | 'budgetBalance' | 'budgetPaidYtd' | 'budgetPayment' | 'budgetPastDue' | 'budgetTotalDue' | 'budgetQuantityUsedYtd' | 'budgetPlannedYtd'
  | 'budgetQuantityExpected' | 'isCancelled' | 'lastPaymentAmount' | 'lastPaymentDate' | 'lastStatementDate' | 'lastStatementAmount' | 'accountStatus'
>;
export type DropLedgerFields = Pick<typeof drops.$inferInsert, 'lastDeliveryDate' | 'lastDeliveryQuantity' | 'nextDeliveryDate' | 'price' | 'quantityPurchasedYtd' | 'isFixedPrice' | 'effectiveDate' | 'endDate'>;

const round1 = (n: number) => Math.round(n * 10) / 10;
const round2 = (n: number) => Math.round(n * 100) / 100;

/** Open charges by age at the reference date (current = up to 30 days); credits were applied oldest first. */
export function agedBalances(ledger: SimulatedLedger): [number, number, number, number] {
  const buckets = [0, 0, 0, 0];
  for (const item of ledger.book.items) {
    if (item.open === 0) continue;
    const age = REFERENCE_DAY - item.day;
    buckets[age <= 30 ? 0 : age <= 60 ? 1 : age <= 90 ? 2 : 3] += item.open;
  }
  return buckets.map(fromCents) as [number, number, number, number];
}

export function accountFields(plan: AccountPlan, ledger: SimulatedLedger): AccountLedgerFields {
  const { book } = ledger;
  const [b30, b60, b90, over90] = agedBalances(ledger);
  const balance = fromCents(book.balance);
  const statement = ledger.documents.findLast((d) => d.documentType === 'statement');
  // Service and finance charges are billed outside a budget plan; deliveries are on it.
  const nonBudget = plan.budget ? fromCents(nonBudgetOpenCents(book)) : balance;
  const budget = ledger.budget;
  const pastDue = budget ? fromCents(budgetPastDueCents(budget)) : null;
  const instalment = budget ? fromCents(budget.instalmentCents) : null;
  const cancelled = plan.cancelDay !== null;
  return {
    balance30: b30,
    balance60: b60,
    balance90: b90,
    balanceOver90: over90,
    nonBudgetBalance: nonBudget,
    accountBalance: balance,
    // The same rule as each statement's amount due (amount-due.ts): the newest statement agrees.
    amountDue: fromCents(statedAmountDueCents(book, budget)),
    isBudgetPlan: plan.budget,
    budgetBalance: plan.budget ? round2(balance - nonBudget) : null,
    budgetPaidYtd: budget ? fromCents(budget.paidYtdCents) : null,
    budgetPayment: instalment,
    budgetPastDue: pastDue,
    budgetTotalDue: budget ? round2((instalment ?? 0) + (pastDue ?? 0)) : null,
    budgetQuantityUsedYtd: plan.budget ? round1(ledger.gallonsYtd) : null,
    budgetPlannedYtd: plan.budget ? Math.round(plan.drops.reduce((s, d) => s + d.yearlyGallons * shareOfYearBeforeReference(d.product), 0)) : null,
    budgetQuantityExpected: plan.budget ? Math.round(plan.drops.reduce((s, d) => s + d.yearlyGallons, 0)) : null,
    isCancelled: cancelled,
    lastPaymentAmount: book.lastPayment ? fromCents(book.lastPayment.cents) : null,
    lastPaymentDate: book.lastPayment ? isoDay(book.lastPayment.day) : null,
    lastStatementDate: statement?.documentDate ?? null,
    lastStatementAmount: statement?.amount ?? null,
    accountStatus: cancelled ? (balance > 0 ? 'collections' : plan.settles ? 'closed' : 'inactive') : over90 > 0 ? 'credit_hold' : 'active',
  };
}

/** Last and next delivery, this year's gallons and today's price of each drop. */
export function dropFields(plan: AccountPlan, ledger: SimulatedLedger): DropLedgerFields[] {
  return ledger.drops.map((state) => {
    const drop = state.plan;
    let next: string | null = null;
    if (plan.cancelDay === null) {
      // Burn the expected daily use forward until the tank reaches its reorder level.
      let level = state.level;
      let day = REFERENCE_DAY;
      while (level >= drop.threshold * drop.tank && day < REFERENCE_DAY + 365) level -= (drop.yearlyGallons / 365) * seasonWeight(drop.product, day++);
      next = isoDay(Math.max(day, REFERENCE_DAY + 1));
    }
    const fixed = drop.fixed;
    return {
      lastDeliveryDate: state.lastDelivery ? isoDay(state.lastDelivery.day) : null,
      lastDeliveryQuantity: state.lastDelivery?.gallons ?? null,
      nextDeliveryDate: next,
      price: fixed ? fixed.price : Math.round(marketPrice(drop.product, REFERENCE_DAY) * (1 + drop.markup) * 1000) / 1000,
      quantityPurchasedYtd: round1(state.gallonsYtd),
      isFixedPrice: fixed !== null,
      effectiveDate: fixed?.effectiveDate ?? null,
      endDate: fixed?.endDate ?? null,
    };
  });
}
