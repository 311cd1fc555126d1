/**
 * GET /accounts/{account_id}/delivery-tickets/{delivery_id}: one delivery's ticket as a PDF. The
 * data is read in the request's transaction; the drawing happens after it.
 */
import { tenantHandler } from '../../../openapi/operation-types';
import { loadTicket } from './data';
import { renderDeliveryTicket } from './ticket';

export const getDeliveryTicket = tenantHandler<'getDeliveryTicket'>(async ({ db, params, tenant }) => {
  const data = await loadTicket(db, params.account_id, params.delivery_id);
  return { file: () => renderDeliveryTicket(tenant, data), contentType: 'application/pdf', filename: `ticket-${data.delivery.ticketNumber}.pdf`, disposition: 'inline' };
});
