import { asc } from 'drizzle-orm';
import { fuelCards } from '../../db/schema';
import { tenantHandler } from '../../openapi/operation-types';
import { accountOf } from '../../accounts/account';
import { fuelCardView, liveCardsOf } from './card-view';

/**
 * GET /accounts/{account_id}/fuel-cards: the account's cards, oldest first (a fleet has a handful,
 * not pages). An account with none is looked up, so a staff member's mistyped account is a 404.
 */
export const listFuelCards = tenantHandler<'listFuelCards'>(async ({ db, params }) => {
  const cards = await db
    .select()
    .from(fuelCards)
    .where(liveCardsOf(params.account_id))
    .orderBy(asc(fuelCards.createdAt), asc(fuelCards.cardId));
  if (!cards.length) await accountOf(db, params.account_id);
  return cards.map(fuelCardView);
});
