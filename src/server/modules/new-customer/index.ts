import { checkNewCustomerEligibility } from './eligible';
import { priceNewCustomerOrder } from './price-order';
import { registerNewCustomer } from './register';

/** The new-customer operations (openapi/paths/new-customer.yaml): eligibility, pricing a first order, signup. */
export const newCustomerHandlers = { checkNewCustomerEligibility, priceNewCustomerOrder, registerNewCustomer };
