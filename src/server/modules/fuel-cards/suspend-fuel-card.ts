import { tenantHandler } from '../../openapi/operation-types';
import { changeCardStatus } from './change-status';

/** POST /accounts/{account_id}/fuel-cards/{card_id}/suspend: 409 for a pending card (spec 1 §4). */
export const suspendFuelCard = tenantHandler<'suspendFuelCard'>(({ db, params, services }) => changeCardStatus(db, params.account_id, params.card_id, 'suspend', services.now()));
