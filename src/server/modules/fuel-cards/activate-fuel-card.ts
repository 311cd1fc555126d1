import { tenantHandler } from '../../openapi/operation-types';
import { changeCardStatus } from './change-status';

/** POST /accounts/{account_id}/fuel-cards/{card_id}/activate: a suspended card works again; a pending one is issued. */
export const activateFuelCard = tenantHandler<'activateFuelCard'>(({ db, params, services }) => changeCardStatus(db, params.account_id, params.card_id, 'activate', services.now()));
