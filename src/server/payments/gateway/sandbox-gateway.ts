import { createHash, randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Database, Db } from '../../db/database';
import { sandboxCharges, sandboxRefunds, sandboxTokens } from '../../db/schema';
import type { BankAccountDetails, CardDetails, Charged, ChargeRequest, Declined, DeclineCode, PaymentGateway, Refunded, Tokenised } from './gateway';
import { cardBrandOf } from '../../../engine/validation/card';
import {
  ACH_SETTLE_MS, CARD_SETTLE_MS, CHARGE_DECLINED_CARD, DECLINE_MESSAGES, DECLINED_CARDS, RETURNED_BANK_ACCOUNTS,
} from './sandbox-test-numbers';

type ChargeRow = typeof sandboxCharges.$inferSelect;

const declined = (code: DeclineCode): Declined => ({ ok: false, code, message: DECLINE_MESSAGES[code] });
const newId = (prefix: string) => `${prefix}_sandbox_${randomBytes(12).toString('base64url')}`;
const hashOf = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex');

/** Thrown when a key is reused for another request, as a real gateway refuses it (a programming error). */
export class IdempotencyKeyReused extends Error {}

/**
 * The offline default gateway, acting like a processor in test mode: it tokenises cards and bank
 * accounts, approves valid cards and declines the public decline test numbers, and lets charges
 * settle (or ACH debits come back returned) on its clock. It keeps its books in tables of its
 * own, written in transactions of its own — never the request's — as a remote processor would.
 * It never stores a card or account number: a token remembers only the outcome its number asks for.
 */
export function createSandboxGateway(database: Database, now: () => Date): PaymentGateway {
  const books = <T>(tenantId: string, fn: (db: Db) => Promise<T>) => database.withTenant(tenantId, fn);

  const tokenise = (tenantId: string, idempotencyKey: string, kind: 'card' | 'bank_account', behaviour: string, brand: string, last4: string) =>
    books(tenantId, async (db): Promise<Tokenised> => {
      const [made] = await db
        .insert(sandboxTokens)
        .values({ tenantId, token: newId(kind === 'card' ? 'tok' : 'btok'), idempotencyKey, kind, behaviour, brand, last4 })
        .onConflictDoNothing()
        .returning();
      const row = made ?? (await db.select().from(sandboxTokens).where(eq(sandboxTokens.idempotencyKey, idempotencyKey)))[0];
      return { ok: true, token: row.token, brand: row.brand, last4: row.last4 };
    });

  /** A pending charge whose settlement time has come settles, or is returned when its account asks for it. */
  const settled = async (db: Db, row: ChargeRow): Promise<ChargeRow> => {
    if (row.status !== 'pending' || !row.settlesAt || row.settlesAt > now()) return row;
    const [token] = await db.select().from(sandboxTokens).where(eq(sandboxTokens.token, row.token));
    const returned = token?.kind === 'bank_account' && token.behaviour !== 'approve';
    const [updated] = await db
      .update(sandboxCharges)
      .set({ status: returned ? 'returned' : 'settled', failureCode: returned ? token.behaviour : null })
      .where(and(eq(sandboxCharges.chargeId, row.chargeId), eq(sandboxCharges.status, 'pending')))
      .returning();
    return updated ?? row;
  };

  const answer = (row: ChargeRow): Charged | Declined =>
    row.status === 'declined'
      ? declined(row.failureCode as DeclineCode)
      : { ok: true, chargeId: row.chargeId, status: row.status, ...(row.status === 'returned' ? { returnCode: row.failureCode as DeclineCode } : {}) };

  return {
    name: 'sandbox',

    async tokeniseCard(tenantId: string, card: CardDetails, idempotencyKey: string) {
      const brand = cardBrandOf(card.number);
      if (!brand) return declined('card_declined');
      const refused = DECLINED_CARDS[card.number];
      if (refused) return declined(refused);
      const expired = card.expYear * 12 + card.expMonth < now().getUTCFullYear() * 12 + now().getUTCMonth() + 1;
      if (expired) return declined('expired_card');
      return tokenise(tenantId, idempotencyKey, 'card', card.number === CHARGE_DECLINED_CARD ? 'card_declined' : 'approve', brand, card.number.slice(-4));
    },

    async tokeniseBankAccount(tenantId: string, account: BankAccountDetails, idempotencyKey: string) {
      return tokenise(tenantId, idempotencyKey, 'bank_account', RETURNED_BANK_ACCOUNTS[account.accountNumber] ?? 'approve', 'Bank account', account.accountNumber.slice(-4));
    },

    charge: (tenantId: string, request: ChargeRequest, idempotencyKey: string) =>
      books(tenantId, async (db) => {
        const requestHash = hashOf({ token: request.token, amountCents: request.amountCents });
        const [first] = await db.select().from(sandboxCharges).where(eq(sandboxCharges.idempotencyKey, idempotencyKey));
        if (first) {
          if (first.requestHash !== requestHash) throw new IdempotencyKeyReused(`Key ${idempotencyKey} was used for another charge`);
          return answer(await settled(db, first));
        }
        const [token] = await db.select().from(sandboxTokens).where(eq(sandboxTokens.token, request.token));
        const refusal: DeclineCode | null = !token ? 'card_declined' : token.kind === 'card' && token.behaviour !== 'approve' ? (token.behaviour as DeclineCode) : null;
        const settleIn = token?.kind === 'bank_account' ? ACH_SETTLE_MS : CARD_SETTLE_MS;
        const [row] = await db
          .insert(sandboxCharges)
          .values({
            tenantId,
            chargeId: newId('ch'),
            idempotencyKey,
            requestHash,
            token: request.token,
            amountCents: request.amountCents,
            status: refusal ? 'declined' : 'pending',
            failureCode: refusal,
            settlesAt: refusal ? null : new Date(now().getTime() + settleIn),
          })
          // Two processes racing with one key: the second finds the first's charge.
          .onConflictDoNothing()
          .returning();
        if (row) return answer(row);
        const [raced] = await db.select().from(sandboxCharges).where(eq(sandboxCharges.idempotencyKey, idempotencyKey));
        if (raced.requestHash !== requestHash) throw new IdempotencyKeyReused(`Key ${idempotencyKey} was used for another charge`);
        return answer(raced);
      }),

    retrieveCharge: (tenantId: string, chargeId: string) =>
      books(tenantId, async (db) => {
        const [row] = await db.select().from(sandboxCharges).where(eq(sandboxCharges.chargeId, chargeId));
        if (!row || row.status === 'declined') throw new Error(`No charge ${chargeId}`);
        return answer(await settled(db, row)) as Charged;
      }),

    refund: (tenantId: string, chargeId: string, amountCents: number, idempotencyKey: string) =>
      books(tenantId, async (db): Promise<Refunded | Declined> => {
        const [replay] = await db.select().from(sandboxRefunds).where(eq(sandboxRefunds.idempotencyKey, idempotencyKey));
        if (replay) return { ok: true, refundId: replay.refundId };
        // Locked: two refunds of one charge cannot both take its last dollars.
        const [charge] = await db.select().from(sandboxCharges).where(eq(sandboxCharges.chargeId, chargeId)).for('update');
        if (!charge || charge.status === 'declined' || charge.status === 'returned') return declined('processing_error');
        if (charge.refundedCents + amountCents > charge.amountCents) return declined('processing_error');
        const refundId = newId('re');
        await db.insert(sandboxRefunds).values({ tenantId, refundId, idempotencyKey, chargeId, amountCents });
        await db.update(sandboxCharges).set({ refundedCents: sql`${sandboxCharges.refundedCents} + ${amountCents}` }).where(eq(sandboxCharges.chargeId, chargeId));
        return { ok: true, refundId };
      }),
  };
}
