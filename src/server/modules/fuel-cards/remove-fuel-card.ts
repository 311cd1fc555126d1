import { and, eq } from 'drizzle-orm';
import { fuelCards } from '../../db/schema';
import { tenantHandler } from '../../openapi/operation-types';
import { cardOf } from './card-view';

/**
 * DELETE /accounts/{account_id}/fuel-cards/{card_id}: the card is gone for the portal (removed_at
 * set; the row stays for the supplier's books). Removing it again is a 404, like any unknown card.
 */
export const removeFuelCard = tenantHandler<'removeFuelCard'>(async ({ db, params, services }) => {
  await cardOf(db, params.account_id, params.card_id, true);
  await db
    .update(fuelCards)
    .set({ removedAt: services.now() })
    .where(and(eq(fuelCards.accountId, params.account_id), eq(fuelCards.cardId, params.card_id)));
});
