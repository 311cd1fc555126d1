import { checkEligibility } from '../../address/service-area';
import { tenantHandler } from '../../openapi/operation-types';

/**
 * POST /new-customer/eligible: whether the tenant delivers to a prospect's ZIP code. Only the
 * answer and its message go back (the city and state stay on the server: the message names them).
 */
export const checkNewCustomerEligibility = tenantHandler<'checkNewCustomerEligibility'>(async ({ tenant, body }) => {
  const { is_eligible, eligibility_message } = checkEligibility(tenant.config.settings, body.zip_code);
  return { is_eligible, eligibility_message };
});
