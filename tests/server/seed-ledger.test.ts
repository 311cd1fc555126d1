/**
 * The generated ledger agrees with itself: running balances, derived account and drop fields,
 * invoices and statements. Pure generator checks, no database.
 */
import { describe, expect, it } from 'vitest';
import { generateAccountRange, generateAccounts, type GeneratedAccounts } from '../../src/server/seed/generate-accounts';

// 250 accounts: residential, business, budget, cancelled, and the heavy fleet account at index 199.
const data = generateAccounts(20241, 250, ['VT', 'NH', 'ME']);
const cents = (n: number) => Math.round(n * 100);
const byAccount = <T extends { accountId: string }>(rows: T[]) => {
  const map = new Map<string, T[]>();
  for (const row of rows) map.set(row.accountId, [...(map.get(row.accountId) ?? []), row]);
  return map;
};
const transactions = byAccount(data.transactions);
const documents = byAccount(data.documents);

describe('the generated ledger', () => {
  it('keeps a running balance equal to the cumulative sum of amounts, in ledger order', () => {
    for (const [, rows] of transactions) {
      const ordered = [...rows].sort((a, b) => a.transactionDate.localeCompare(b.transactionDate) || a.transactionId.localeCompare(b.transactionId));
      expect(ordered).toEqual(rows);
      let sum = 0;
      for (const row of rows) {
        sum += cents(row.amount);
        expect(cents(row.balance)).toBe(sum);
        expect(row.isCredit).toBe(row.amount < 0);
      }
    }
  });

  it("derives the account balance, aging and last payment from the account's ledger", () => {
    for (const account of data.accounts) {
      const rows = transactions.get(account.accountId) ?? [];
      expect(account.accountBalance).toBe(rows.at(-1)?.balance ?? 0);
      const aged = cents(account.balance30!) + cents(account.balance60!) + cents(account.balance90!) + cents(account.balanceOver90!);
      expect(aged).toBe(Math.max(0, cents(account.accountBalance!)));
      const payment = rows.findLast((r) => r.transactionType === 'payment' || r.transactionType === 'budget_payment');
      expect(account.lastPaymentDate).toBe(payment?.transactionDate ?? null);
      expect(account.lastPaymentAmount).toBe(payment ? -payment.amount : null);
      const budgetPaid = rows.filter((r) => r.transactionType === 'budget_payment' && r.transactionDate >= '2026-01-01').reduce((s, r) => s - cents(r.amount), 0);
      expect(account.budgetPaidYtd === null ? null : cents(account.budgetPaidYtd!)).toBe(account.isBudgetPlan ? budgetPaid : null);
      if (account.isBudgetPlan) expect(cents(account.budgetBalance!) + cents(account.nonBudgetBalance!)).toBe(cents(account.accountBalance!));
    }
  });

  it('bills every delivery on an invoice of the same amount, booked as a delivery transaction', () => {
    const invoices = new Map(data.documents.filter((d) => d.documentType === 'invoice').map((d) => [d.documentId, d]));
    const lines = new Map(data.transactions.filter((t) => t.transactionType === 'delivery').map((t) => [`${t.accountId}/${t.documentId}`, t]));
    expect(data.deliveries.length).toBeGreaterThan(1000);
    for (const delivery of data.deliveries) {
      const invoice = invoices.get(delivery.documentId!)!;
      const line = lines.get(`${delivery.accountId}/${delivery.documentId}`)!;
      expect(invoice.accountId).toBe(delivery.accountId);
      expect(invoice.amount).toBe(delivery.amount);
      expect(line.amount).toBe(delivery.amount);
      expect([line.quantity, line.unitPrice, line.transactionDate]).toEqual([delivery.quantity, delivery.unitPrice, delivery.deliveryDate]);
      expect(cents(delivery.amount)).toBe(Math.round(delivery.quantity * delivery.unitPrice * 100));
      expect(invoice.documentBalance).toBeGreaterThanOrEqual(0);
      expect(invoice.documentBalance).toBeLessThanOrEqual(invoice.amount);
    }
  });

  it("closes every month with a statement of the balance at the period's end", () => {
    for (const [accountId, docs] of documents) {
      const statements = docs.filter((d) => d.documentType === 'statement');
      expect(statements.length).toBeGreaterThan(0);
      for (const statement of statements) {
        const before = (transactions.get(accountId) ?? []).filter((t) => t.transactionDate <= statement.periodEnd!);
        expect(statement.amount).toBe(before.at(-1)?.balance ?? 0);
        expect(statement.isCredit).toBe(statement.amount < 0);
        expect(statement.periodStart!.slice(0, 7)).toBe(statement.periodEnd!.slice(0, 7));
        expect(Math.abs(statement.documentBalance)).toBeLessThanOrEqual(Math.abs(statement.amount));
      }
      const account = data.accounts.find((a) => a.accountId === accountId)!;
      expect(account.lastStatementDate).toBe(statements.at(-1)!.documentDate);
      expect(account.lastStatementAmount).toBe(statements.at(-1)!.amount);
    }
  });

  it("states each statement's amount due by the account's rule, so the newest statement's is the account's", () => {
    let budgetStatements = 0;
    for (const [accountId, docs] of documents) {
      const account = data.accounts.find((a) => a.accountId === accountId)!;
      const statements = docs.filter((d) => d.documentType === 'statement');
      for (const statement of statements) {
        expect(statement.amountDue).not.toBeNull();
        expect(statement.amountDue!).toBeGreaterThanOrEqual(0);
        // Not on a budget plan: the closing balance when it is a debit, else nothing.
        if (!account.isBudgetPlan) expect(statement.amountDue).toBe(Math.max(0, statement.amount));
        else budgetStatements += 1;
      }
      // The last simulated day closes the newest statement: both state the figures of that day.
      if (statements.at(-1)!.periodEnd === '2026-10-31') expect(statements.at(-1)!.amountDue).toBe(account.amountDue);
      for (const invoice of docs.filter((d) => d.documentType === 'invoice')) expect(invoice.amountDue).toBeNull();
    }
    expect(budgetStatements).toBeGreaterThan(0);
    const budget = data.accounts.find((a) => a.isBudgetPlan && !a.isCancelled)!;
    const newest = documents.get(budget.accountId)!.filter((d) => d.documentType === 'statement').at(-1)!;
    // A budget statement states the instalment, any past due and open non-budget charges, not its balance.
    expect(cents(newest.amountDue!)).toBe(cents(budget.budgetTotalDue!) + Math.max(0, cents(budget.nonBudgetBalance!)));
  });

  it('derives each drop from its deliveries', () => {
    for (const drop of data.drops) {
      const mine = data.deliveries.filter((d) => d.dropId === drop.dropId && d.accountId === drop.accountId);
      expect(drop.lastDeliveryDate).toBe(mine.at(-1)?.deliveryDate ?? null);
      expect(drop.lastDeliveryQuantity).toBe(mine.at(-1)?.quantity ?? null);
      const ytd = mine.filter((d) => d.deliveryDate >= '2026-01-01').reduce((s, d) => s + d.quantity * 10, 0);
      expect(Math.round(drop.quantityPurchasedYtd! * 10)).toBe(Math.round(ytd));
      const account = data.accounts.find((a) => a.accountId === drop.accountId)!;
      if (account.isCancelled) expect(drop.nextDeliveryDate).toBeNull();
      else expect(drop.nextDeliveryDate! > '2026-11-01').toBe(true);
    }
  });

  it('delivers heating oil mostly in winter', () => {
    const gallons = (month: string) => data.deliveries.filter((d) => d.productType === 'Fuel Oil' && d.deliveryDate.slice(5, 7) === month).reduce((s, d) => s + d.quantity, 0);
    expect(gallons('01')).toBeGreaterThan(3 * gallons('07'));
  });

  it('stops deliveries, budget instalments and service charges of cancelled accounts months before the reference date', () => {
    const cancelled = data.accounts.filter((a) => a.isCancelled);
    expect(cancelled.length).toBeGreaterThan(0);
    for (const account of cancelled) {
      expect(['closed', 'inactive', 'collections']).toContain(account.accountStatus);
      expect(account.accountStatus === 'collections').toBe(account.accountBalance! > 0);
      const recent = (transactions.get(account.accountId) ?? []).filter((t) => t.transactionDate >= '2026-08-03');
      expect(recent.filter((t) => ['delivery', 'budget_payment', 'service', 'adjustment'].includes(t.transactionType))).toEqual([]);
    }
  });

  it('has a heavy fleet account with thousands of transactions', () => {
    const counts = [...transactions.values()].map((rows) => rows.length).sort((a, b) => b - a);
    expect(counts[0]).toBeGreaterThan(2000);
    expect(counts[Math.floor(counts.length / 2)]).toBeLessThan(200);
  });

  it('uses ids unique within the tenant, and document ids fit the document key pattern', () => {
    const unique = (values: string[]) => expect(new Set(values).size).toBe(values.length);
    unique(data.transactions.map((t) => t.transactionId));
    unique(data.deliveries.map((d) => d.deliveryId));
    unique(data.deliveries.map((d) => d.ticketNumber));
    unique(data.documents.map((d) => d.documentId));
    unique(data.drops.map((d) => d.dropId));
    for (const doc of data.documents) expect(doc.documentId).toMatch(/^[A-Za-z0-9-]{1,40}$/);
  });

  it("gives the demo customer's accounts a budget plan and a pay-as-you-go account with history", () => {
    const [first, second] = data.accounts;
    expect(first.isBudgetPlan).toBe(true);
    expect(second.isBudgetPlan).toBe(false);
    for (const account of [first, second]) {
      expect(account.isCancelled).toBe(false);
      expect(data.deliveries.filter((d) => d.accountId === account.accountId).length).toBeGreaterThan(3);
      expect(documents.get(account.accountId)!.filter((d) => d.documentType === 'statement').length).toBe(24);
    }
  });
});

describe('generation', () => {
  const strip = (g: GeneratedAccounts) => JSON.stringify(g);
  it('is deterministic, and another seed gives other rows', () => {
    expect(strip(generateAccounts(7, 20, ['VT']))).toBe(strip(generateAccounts(7, 20, ['VT'])));
    expect(generateAccounts(8, 20, ['VT']).transactions).not.toEqual(generateAccounts(7, 20, ['VT']).transactions);
  });

  it('generates the same accounts in chunks as in one go', () => {
    const chunked = generateAccountRange(7, 0, 8, ['VT']);
    generateAccountRange(7, 8, 20, ['VT'], chunked);
    expect(strip(chunked)).toBe(strip(generateAccounts(7, 20, ['VT'])));
  });
});
