import { tenantHandler } from '../../openapi/operation-types';
import { cardOf, fuelCardView } from './card-view';

/** GET /accounts/{account_id}/fuel-cards/{card_id}: one card's details (the Details action). */
export const getFuelCard = tenantHandler<'getFuelCard'>(async ({ db, params }) => fuelCardView(await cardOf(db, params.account_id, params.card_id)));
