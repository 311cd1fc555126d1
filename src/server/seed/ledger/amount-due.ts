/**
 * What a supplier's billing system states is due, at a moment of the simulated ledger — the one
 * rule for the account (at the reference date) and for each statement (at its period end), so the
 * newest statement and the account state the same amount due. A budget customer owes the current
 * instalment, any missed ones and the open charges billed outside the plan (services, finance
 * charges); anyone else the balance, if it is a debit.
 */
import type { Book } from './book';

export interface BudgetCounters {
  instalmentCents: number;
  paidYtdCents: number;
  dueYtdCents: number;
}

/** Open charges outside a budget plan (deliveries are on the plan). */
export function nonBudgetOpenCents(book: Book): number {
  return book.items.reduce((sum, item) => sum + (item.kind === 'delivery' ? 0 : item.open), 0);
}

export const budgetPastDueCents = (budget: BudgetCounters): number => Math.max(0, budget.dueYtdCents - budget.paidYtdCents);

export function statedAmountDueCents(book: Book, budget: BudgetCounters | null): number {
  if (!budget) return Math.max(0, book.balance);
  return budget.instalmentCents + budgetPastDueCents(budget) + Math.max(0, nonBudgetOpenCents(book));
}
