/** A fuel card row as the API shows it, and the one lookup every card operation starts with. */
import { and, eq, isNull } from 'drizzle-orm';
import type { components } from '../../../../openapi/generated/tenant-api';
import type { Db } from '../../db/database';
import { fuelCards } from '../../db/schema';
import { problems } from '../../http/problem';

export type FuelCardRow = typeof fuelCards.$inferSelect;
export type FuelCard = components['schemas']['FuelCard'];

export function fuelCardView(card: FuelCardRow): FuelCard {
  return {
    card_id: card.cardId,
    account_id: card.accountId,
    last4: card.last4,
    card_user_name: card.cardUserName,
    vehicle: card.vehicle,
    status: card.status,
    daily_limit: card.dailyLimit,
    products: card.products,
    issued_at: card.issuedAt?.toISOString() ?? null,
    created_at: card.createdAt.toISOString(),
  };
}

/** The cards an account still has: a removed card is gone. */
export const liveCardsOf = (accountId: string) => and(eq(fuelCards.accountId, accountId), isNull(fuelCards.removedAt));

/**
 * The path's card of the path's account, or 404: a removed card, another account's card and a
 * made-up id look alike. `lock` holds the row until the request commits, so two status changes
 * of one card on PostgreSQL run one after the other (PGlite serialises requests anyway).
 */
export async function cardOf(db: Db, accountId: string, cardId: string, lock = false): Promise<FuelCardRow> {
  const query = db
    .select()
    .from(fuelCards)
    .where(and(liveCardsOf(accountId), eq(fuelCards.cardId, cardId)));
  const [card] = lock ? await query.for('update') : await query;
  if (!card) throw problems.notFound('FuelCard');
  return card;
}
