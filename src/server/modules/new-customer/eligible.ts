import { checkEligibility } from '../../address/service-area';
import { tenantHandler } from '../../openapi/operation-types';

/**
 * POST /new-customer/eligible: whether the tenant delivers to a prospect's address (the ZIP in
 * the US, the country and subdivision abroad). Only the answer and its message go back (the city
 * and state stay on the server: the message names them).
 */
export const checkNewCustomerEligibility = tenantHandler<'checkNewCustomerEligibility'>(async ({ tenant, body }) => {
  const { is_eligible, eligibility_message } = checkEligibility(tenant.config.settings, { zipcode: body.zip_code, country: body.country, state: body.state, city: body.city }, tenant.id);
  return { is_eligible, eligibility_message };
});
