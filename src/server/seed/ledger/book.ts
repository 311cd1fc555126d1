/**
 * An account's ledger while it is simulated: transaction rows with their running balance, and
 * the open charges that credits pay off oldest first (FIFO), which is what aging and every
 * document's open balance are computed from. Amounts are kept in cents to stay exact.
 */
import type { transactions } from '../../db/schema';
import { isoDay } from './calendar';

export type TransactionRow = typeof transactions.$inferInsert;
export type TransactionType = TransactionRow['transactionType'];

/** A charge (delivery, service, finance charge) and how much of it is still unpaid. */
export interface OpenItem {
  day: number;
  cents: number;
  open: number;
  kind: TransactionType;
  documentId: string | null;
}

export interface LineInput {
  day: number;
  type: TransactionType;
  description: string;
  reference?: string;
  documentId?: string | null;
  locationNumber?: number | null;
  productName?: string | null;
  quantity?: number | null;
  unitPrice?: number | null;
}

export const toCents = (amount: number): number => Math.round(amount * 100);
export const fromCents = (cents: number): number => cents / 100;

export class Book {
  readonly rows: TransactionRow[] = [];
  readonly items: OpenItem[] = [];
  /** Credit received beyond what was owed, applied to the next charges. */
  private unapplied = 0;
  /** Index of the oldest item that may still be open. */
  private head = 0;
  balance = 0;
  lastPayment: { day: number; cents: number } | null = null;

  constructor(private readonly accountId: string) {}

  /** Books a charge (positive cents); it becomes an open item that later credits pay off. */
  charge(cents: number, line: LineInput): OpenItem {
    const item: OpenItem = { day: line.day, cents, open: cents, kind: line.type, documentId: line.documentId ?? null };
    const used = Math.min(this.unapplied, cents);
    item.open -= used;
    this.unapplied -= used;
    this.items.push(item);
    this.post(cents, line);
    return item;
  }

  /** Books a credit (positive cents received): pays the oldest open items first. */
  credit(cents: number, line: LineInput): void {
    let left = cents;
    while (left > 0 && this.head < this.items.length) {
      const item = this.items[this.head];
      const used = Math.min(item.open, left);
      item.open -= used;
      left -= used;
      if (item.open === 0) this.head++;
    }
    this.unapplied += left;
    if (line.type === 'payment' || line.type === 'budget_payment') this.lastPayment = { day: line.day, cents };
    this.post(-cents, line);
  }

  /** What is still open on charges booked on or before `day` (past-due checks). */
  openThrough(day: number): number {
    let sum = 0;
    for (let i = this.head; i < this.items.length && this.items[i].day <= day; i++) sum += this.items[i].open;
    return sum;
  }

  private post(cents: number, line: LineInput): void {
    this.balance += cents;
    this.rows.push({
      tenantId: '',
      transactionId: `${this.accountId}-${String(this.rows.length + 1).padStart(6, '0')}`,
      accountId: this.accountId,
      transactionDate: isoDay(line.day),
      transactionType: line.type,
      description: line.description,
      reference: line.reference ?? '',
      documentId: line.documentId ?? null,
      locationNumber: line.locationNumber ?? null,
      productName: line.productName ?? null,
      quantity: line.quantity ?? null,
      unitPrice: line.unitPrice ?? null,
      amount: fromCents(cents),
      isCredit: cents < 0,
      balance: fromCents(this.balance),
    });
  }
}
