import { checkNewCustomerEligibility } from './eligible';

/** The new-customer operations (openapi/paths/new-customer.yaml): signup adds its own here. */
export const newCustomerHandlers = { checkNewCustomerEligibility };
