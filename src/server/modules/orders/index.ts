import { createFuelOrder } from './create-fuel-order';
import { priceFuelOrder } from './price-fuel-order';

/** Fuel orders (openapi/paths/orders.yaml). */
export const ordersHandlers = { priceFuelOrder, createFuelOrder };
