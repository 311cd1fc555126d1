import { priceNewCustomerOrder } from './price-order';
import { registerNewCustomer } from './register';

/** New-customer signup (openapi/paths/new-customer.yaml). */
export const newCustomerHandlers = {
  priceNewCustomerOrder,
  registerNewCustomer,
};
