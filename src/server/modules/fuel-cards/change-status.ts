/** Suspend and Activate: the card's status moves as the engine's rule says, the one the card table shows. */
import { and, eq } from 'drizzle-orm';
import { fuelCardTransition, type FuelCardCommand } from '../../../engine/fuel-cards/card-actions';
import type { Db } from '../../db/database';
import { fuelCards } from '../../db/schema';
import { HttpProblem } from '../../http/problem';
import { cardOf, fuelCardView, type FuelCard } from './card-view';
import { problemMessages } from '../../../engine/messages/problems';

export async function changeCardStatus(db: Db, accountId: string, cardId: string, command: FuelCardCommand, now: Date): Promise<FuelCard> {
  const card = await cardOf(db, accountId, cardId, true);
  const transition = fuelCardTransition(card.status, command);
  if (!transition.ok) {
    throw new HttpProblem(409, 'FUEL_CARD_NOT_ISSUED', problemMessages.fuelCardNotIssued);
  }
  if (!transition.changed) return fuelCardView(card);
  const [updated] = await db
    .update(fuelCards)
    .set({ status: transition.status, ...(transition.issues ? { issuedAt: now } : {}) })
    .where(and(eq(fuelCards.accountId, accountId), eq(fuelCards.cardId, cardId)))
    .returning();
  return fuelCardView(updated);
}
