/**
 * Simulates one account day by day over the 24 months before the reference date: tanks burn
 * fuel by season and get refilled, every delivery is invoiced, customers pay (on time, late, in
 * part or by budget instalments), past-due balances draw finance charges, services are billed
 * once a year, and a statement closes every month.
 */
import type { accountDocuments, deliveries } from '../../db/schema';
import { statedAmountDueCents } from './amount-due';
import { Book, fromCents, toCents, type OpenItem } from './book';
import { calendarMonth, dayOfMonth, isMonthEnd, isoDay, monthStartDay, monthTitle, periodMonth, REFERENCE_DAY, weekday, YEAR_START_DAY } from './calendar';
import { budgetInstalment, expectedYearlyCents, type AccountPlan, type DropPlan } from './plan';
import { marketPrice, seasonWeight } from './products';
import type { Random } from './random';
import { schedulePayments } from './payments';

export type DeliveryRow = typeof deliveries.$inferInsert;
export type DocumentRow = typeof accountDocuments.$inferInsert;

export interface DropState {
  plan: DropPlan;
  level: number;
  lastDelivery: { day: number; gallons: number } | null;
  gallonsYtd: number;
}

export interface SimulatedLedger {
  book: Book;
  deliveries: DeliveryRow[];
  documents: DocumentRow[];
  drops: DropState[];
  budget: { instalmentCents: number; paidYtdCents: number; dueYtdCents: number } | null;
  gallonsYtd: number;
}

const pad5 = (n: number) => String(n).padStart(5, '0');
const ADJUSTMENTS = ['Courtesy credit', 'Prompt payment discount', 'Price adjustment credit', 'Delivery fee waived'];

export function simulateLedger(plan: AccountPlan, rng: Random): SimulatedLedger {
  const { accountId } = plan;
  const book = new Book(accountId);
  const out: SimulatedLedger = { book, deliveries: [], documents: [], drops: [], budget: null, gallonsYtd: 0 };
  const invoices: { row: DocumentRow; item: OpenItem }[] = [];
  const statements: { row: DocumentRow; endDay: number }[] = [];
  /** Payments due on each day, in cents; -1 pays off the whole balance. */
  const due: number[][] = Array.from({ length: REFERENCE_DAY }, () => []);
  let deliveryNo = 0;
  let invoiceNo = 0;
  let monthFirstRow = 0;
  let instalment = plan.budget ? budgetInstalment(expectedYearlyCents(plan.drops)) : 0;
  let fuelCentsThisYear = 0;
  const budget = { instalmentCents: instalment, paidYtdCents: 0, dueYtdCents: 0 };
  for (const drop of plan.drops) out.drops.push({ plan: drop, level: drop.tank * rng.float(drop.threshold + 0.05, drop.fillTo), lastDelivery: null, gallonsYtd: 0 });

  const invoice = (day: number, cents: number, title: string, line: Parameters<Book['charge']>[1]) => {
    const documentId = `INV-${accountId}-${pad5(++invoiceNo)}`;
    const item = book.charge(cents, { reference: documentId, ...line, documentId });
    const row: DocumentRow = {
      tenantId: '', documentId, accountId, documentType: 'invoice', documentDate: isoDay(day), title,
      // An invoice states no amount due apart from its total (every document row carries the same keys).
      periodStart: null, periodEnd: null, dueDate: isoDay(day + 30), amount: fromCents(cents), amountDue: null, documentBalance: 0, isCredit: false,
    };
    out.documents.push(row);
    invoices.push({ row, item });
    return { documentId, item };
  };

  for (let day = 0; day < REFERENCE_DAY; day++) {
    const active = plan.cancelDay === null || day < plan.cancelDay;
    if (calendarMonth(day) === 0 && dayOfMonth(day) === 1) {
      // The plan is reset each January from what the fuel cost over the last full year, once there is one.
      if (plan.budget && day >= 365) instalment = budgetInstalment(Math.max(fuelCentsThisYear, expectedYearlyCents(plan.drops) * 0.5));
      budget.instalmentCents = instalment;
      fuelCentsThisYear = 0;
    }
    for (const state of out.drops) {
      const drop = state.plan;
      state.level = Math.max(0, state.level - (drop.yearlyGallons / 365) * seasonWeight(drop.product, day) * rng.float(0.6, 1.4));
      if (!active || state.level >= drop.threshold * drop.tank || weekday(day) === 0) continue;
      const gallons = Math.round((drop.fillTo * drop.tank - state.level) * 10) / 10;
      state.level += gallons;
      const fixed = drop.fixed && day >= drop.fixed.fromDay && day <= drop.fixed.toDay ? drop.fixed.price : null;
      const unitPrice = fixed ?? Math.round(marketPrice(drop.product, day) * (1 + drop.markup) * 1000) / 1000;
      const cents = Math.round(gallons * unitPrice * 100);
      const n = pad5(++deliveryNo);
      const ticket = `${accountId}${n}`;
      const line = { day, type: 'delivery' as const, description: `${drop.product.name} delivery`, reference: ticket, locationNumber: drop.locationNumber, productName: drop.product.name, quantity: gallons, unitPrice };
      const { documentId, item } = invoice(day, cents, `Invoice: ${drop.product.name} delivery, ticket ${ticket}`, line);
      out.deliveries.push({
        tenantId: '', deliveryId: `DL-${accountId}-${n}`, accountId, deliveryDate: isoDay(day), ticketNumber: ticket, locationNumber: drop.locationNumber,
        dropId: drop.dropId, dropName: drop.dropName, productName: drop.product.name, productType: drop.product.type, quantity: gallons, unitPrice, amount: fromCents(cents), documentId,
      });
      state.lastDelivery = { day, gallons };
      fuelCentsThisYear += cents;
      if (day >= YEAR_START_DAY) {
        state.gallonsYtd += gallons;
        out.gallonsYtd += gallons;
      }
      if (!plan.budget) schedulePayments(plan, rng, item, due);
    }
    if (active) {
      for (const state of out.drops) {
        const service = state.plan.service;
        if (!service || calendarMonth(day) !== service.month || dayOfMonth(day) !== service.dayOfMonth) continue;
        const line = { day, type: 'service' as const, description: service.description, locationNumber: state.plan.locationNumber };
        const { item } = invoice(day, service.cents, `Invoice: ${service.description}`, line);
        schedulePayments(plan, rng, item, due);
      }
      if (rng.chance(plan.kind === 'residential' ? 0.5 / 365 : 1 / 365)) {
        const cents = plan.kind === 'residential' ? rng.int(5, 40) * 100 : rng.int(10, 150) * 100;
        book.credit(cents, { day, type: 'adjustment', description: rng.pick(ADJUSTMENTS) });
      }
      if (plan.budget && dayOfMonth(day) === plan.budgetDayOfMonth) {
        if (day >= YEAR_START_DAY) budget.dueYtdCents += instalment;
        // Now and then an instalment is missed.
        if (!rng.chance(0.04)) {
          book.credit(instalment, { day, type: 'budget_payment', description: 'Budget plan payment', reference: `ACH ${isoDay(day).replaceAll('-', '')}` });
          if (day >= YEAR_START_DAY) budget.paidYtdCents += instalment;
        }
      }
      if (plan.kind === 'fleet' && weekday(day) === 5) {
        // Fleets pay weekly for every ticket older than a week.
        const owed = book.openThrough(day - 7);
        if (owed > 0) book.credit(owed, { day, type: 'payment', description: 'Payment - thank you', reference: `ACH ${isoDay(day).replaceAll('-', '')}` });
      }
    }
    if (plan.cancelDay !== null && day === plan.cancelDay && plan.settles) due[Math.min(day + 25, REFERENCE_DAY - 1)].push(-1);
    const payable = plan.cancelDay === null || day < plan.cancelDay || plan.settles;
    for (const scheduled of due[day]) {
      const cents = scheduled === -1 ? book.balance : Math.min(scheduled, book.balance);
      if (!payable || cents <= 0) continue;
      const check = rng.chance(0.6);
      book.credit(cents, { day, type: 'payment', description: 'Payment - thank you', reference: check ? `CHK ${rng.int(1001, 9999)}` : `CARD ${rng.int(1000, 9999)}` });
    }
    if (isMonthEnd(day)) {
      if (plan.financeCharges) {
        // 1.5% a month on what is more than 30 days past its 30-day due date.
        const overdue = book.openThrough(day - 60);
        if (overdue >= 1000) book.charge(Math.max(100, Math.round(overdue * 0.015)), { day, type: 'finance_charge', description: 'Finance charge 1.5% on past-due balance' });
      }
      const quiet = plan.cancelDay !== null && day > plan.cancelDay && book.balance === 0 && book.rows.length === monthFirstRow;
      // What is due is stated at the period end, by the rule the account's amount due follows.
      if (!quiet) statements.push({ row: statement(accountId, day, book.balance, statedAmountDueCents(book, plan.budget ? budget : null)), endDay: day });
      monthFirstRow = book.rows.length;
    }
  }
  finishDocuments(book, invoices, statements, out.documents);
  if (plan.budget) out.budget = budget;
  return out;
}

function statement(accountId: string, endDay: number, cents: number, dueCents: number): DocumentRow {
  const month = periodMonth(endDay);
  return {
    tenantId: '', documentId: `ST-${accountId}-${isoDay(endDay).slice(0, 7).replace('-', '')}`, accountId, documentType: 'statement',
    documentDate: isoDay(endDay + 1), title: `Statement for ${monthTitle(month)}`, periodStart: isoDay(monthStartDay(month)), periodEnd: isoDay(endDay),
    dueDate: isoDay(endDay + 21), amount: fromCents(cents), amountDue: fromCents(dueCents), documentBalance: 0, isCredit: cents < 0,
  };
}

/**
 * Open balances at the reference date. An invoice: what is unpaid of it. A statement: the part of
 * its closing balance still unpaid (charges up to its period end still open, at most its amount);
 * a credit statement: the part of its credit not yet used up (the account's credit balance, at most its amount).
 */
function finishDocuments(book: Book, invoices: { row: DocumentRow; item: OpenItem }[], statements: { row: DocumentRow; endDay: number }[], documents: DocumentRow[]): void {
  for (const { row, item } of invoices) row.documentBalance = fromCents(item.open);
  let i = 0;
  let openSoFar = 0;
  for (const { row, endDay } of statements) {
    while (i < book.items.length && book.items[i].day <= endDay) openSoFar += book.items[i++].open;
    const amount = toCents(row.amount);
    row.documentBalance = fromCents(amount > 0 ? Math.min(amount, openSoFar) : Math.max(amount, Math.min(0, book.balance)));
    documents.push(row);
  }
}
