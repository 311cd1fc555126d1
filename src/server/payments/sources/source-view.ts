/**
 * How a saved source reads to its owner and to staff (masked: never more than the last 4 digits),
 * and the ownership checks every payment-source operation shares.
 */
import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { components } from '../../../../openapi/generated/tenant-api';
import { hasPermission } from '../../../engine/layout/menu';
import { sourceLabel } from '../../../engine/payments/source-label';
import type { Caller } from '../../auth/caller';
import type { Db } from '../../db/database';
import { autopayEnrolments, paymentSources, userAccounts, users } from '../../db/schema';
import { problems } from '../../http/problem';
import { isCustomerRole } from '../../../engine/roles/roles';

export type PaymentSource = components['schemas']['PaymentSource'];
export type SourceRow = typeof paymentSources.$inferSelect;

/** What the sandbox (and our entity) call a bank account in place of a card brand. */
export const BANK_ACCOUNT_BRAND = 'Bank account';

const twoDigits = (n: number) => String(n).padStart(2, '0');

/** 'Visa •••• 4242', 'First Vermont •••• 6789': how a source reads in lists, payments and on receipts. */
export const labelOf = (row: Pick<SourceRow, 'brand' | 'last4'>): string => sourceLabel(row.brand, row.last4);

/** A card is expired once its expiry month has ended (cards are good through the last day of the month). */
export function isExpired(row: Pick<SourceRow, 'paymentType' | 'expMonth' | 'expYear'>, now: Date): boolean {
  if (row.paymentType !== 'credit_card' || !row.expMonth || !row.expYear) return false;
  return row.expYear * 12 + row.expMonth < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
}

export function toPaymentSource(row: SourceRow, now: Date, autopayAccountIds: string[] = []): PaymentSource {
  const card = row.paymentType === 'credit_card';
  return {
    payment_id: row.id,
    user_id: row.userId,
    payment_type: row.paymentType,
    name: row.name,
    description: row.description,
    brand: card ? row.brand : BANK_ACCOUNT_BRAND,
    last4: row.last4,
    label: labelOf(row),
    ...(card && row.expMonth && row.expYear ? { cc_exp: `${twoDigits(row.expMonth)}/${twoDigits(row.expYear % 100)}` } : {}),
    is_expired: isExpired(row, now),
    account_holder: { first_name: row.holderFirstName, last_name: row.holderLastName },
    ...(row.accountType ? { account_type: row.accountType } : {}),
    // A bank account's brand column holds the bank's name when the customer gave one.
    ...(!card && row.brand !== BANK_ACCOUNT_BRAND ? { bank_name: row.brand } : {}),
    ...(row.billingAddress ? { billing_address: { country: 'US', ...row.billingAddress } } : {}),
    is_default: row.isDefault,
    autopay_account_ids: autopayAccountIds,
    created_at: row.createdAt.toISOString(),
  };
}

/** The accounts whose autopay charges each of these sources. */
async function autopayBySource(db: Db, sourceIds: number[]): Promise<Map<number, string[]>> {
  const bySource = new Map<number, string[]>();
  if (!sourceIds.length) return bySource;
  const rows = await db
    .select({ sourceId: autopayEnrolments.paymentSourceId, accountId: autopayEnrolments.accountId })
    .from(autopayEnrolments)
    .innerJoin(userAccounts, and(eq(userAccounts.userId, autopayEnrolments.userId), eq(userAccounts.accountId, autopayEnrolments.accountId)))
    .where(inArray(autopayEnrolments.paymentSourceId, sourceIds))
    .orderBy(asc(autopayEnrolments.accountId));
  for (const row of rows) bySource.set(row.sourceId, [...(bySource.get(row.sourceId) ?? []), row.accountId]);
  return bySource;
}

/** A user's live sources, the default first, then the newest. */
export async function sourcesOf(db: Db, userId: number, now: Date): Promise<PaymentSource[]> {
  const rows = await db
    .select()
    .from(paymentSources)
    .where(and(eq(paymentSources.userId, userId), isNull(paymentSources.deletedAt)))
    .orderBy(desc(paymentSources.isDefault), desc(paymentSources.createdAt), desc(paymentSources.id));
  const autopay = await autopayBySource(db, rows.map((r) => r.id));
  return rows.map((row) => toPaymentSource(row, now, autopay.get(row.id)));
}

export async function viewOf(db: Db, row: SourceRow, now: Date): Promise<PaymentSource> {
  return toPaymentSource(row, now, (await autopayBySource(db, [row.id])).get(row.id));
}

const sourceNotFound = () => problems.notFound('PaymentSource');

/** A live source of this user, or 404 (another user's source looks like none). */
export async function liveSourceOf(db: Db, userId: number, paymentId: number): Promise<SourceRow> {
  const [row] = await db
    .select()
    .from(paymentSources)
    .where(and(eq(paymentSources.id, paymentId), eq(paymentSources.userId, userId), isNull(paymentSources.deletedAt)));
  if (!row) throw sourceNotFound();
  return row;
}

/**
 * Writes name the caller's own user id only: anyone else's (another customer's, a user of another
 * tenant, a staff member's) answers 404, so a user id cannot be confirmed by probing it.
 */
export function assertSelf(caller: Caller, userId: number): void {
  if (caller.userId !== userId) throw problems.notFound('PaymentSource');
}

/**
 * Reads: a user reads their own sources; staff whose role holds users:read (they already read any
 * user's profile) read any user's of their tenant, masked the same way; a customer naming anyone
 * else gets 404, staff without the permission 403.
 */
export function assertMayRead(caller: Caller, userId: number): void {
  if (caller.userId === userId) return;
  if (isCustomerRole(caller.role)) throw sourceNotFound();
  if (!hasPermission(caller.permissions, 'users:read')) throw problems.forbidden();
}

/** Serialises writes to one user's sources (first default, make-default, delete) across requests and processes. */
export async function lockUser(db: Db, userId: number): Promise<void> {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  if (!user) throw problems.notFound('User');
}
