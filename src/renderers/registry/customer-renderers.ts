import type { ComponentType } from 'react';
import type { ScreenKind } from '../../engine/layout';
import type { ScreenProps } from './types';

/**
 * The renderers of the signed-in screens customers (and staff, for their own profile) open, each
 * its own chunk; listed apart from the registry the login page loads (see screen-renderers).
 */
export const customerRenderers = {
  records: () => import('../screens/records/RecordsScreen'),
  viewPdf: () => import('../screens/records/view-pdf/ViewPdfScreen'),
  contact: () => import('../screens/contact/ContactScreen'),
  fuelCards: () => import('../screens/fuel-cards/FuelCardsScreen'),
  accountTable: () => import('../table/AccountTableScreen'),
  payment: () => import('../screens/payments/PaymentScreen'),
  orderFuel: () => import('../screens/orders/OrderFuelScreen'),
} satisfies Partial<Record<ScreenKind, () => Promise<{ default: ComponentType<ScreenProps> }>>>;

export type CustomerKind = keyof typeof customerRenderers;
