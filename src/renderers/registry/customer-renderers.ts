import { lazy, type ComponentType } from 'react';
import type { ScreenKind } from '../../engine/layout';
import type { ScreenProps } from './types';

/**
 * The renderers of the signed-in screens customers (and staff, for their own profile) open, each
 * its own chunk; listed apart from the registry the login page loads (see screen-renderers).
 */
export const customerRenderers = {
  profile: lazy(() => import('../screens/users/profile/ProfileScreen')),
  changePassword: lazy(() => import('../screens/identity/password/ChangePasswordScreen')),
  overview: lazy(() => import('../screens/accounts/overview/OverviewScreen')),
  records: lazy(() => import('../screens/records/RecordsScreen')),
  viewPdf: lazy(() => import('../screens/records/view-pdf/ViewPdfScreen')),
  products: lazy(() => import('../screens/accounts/products/ProductsScreen')),
  contact: lazy(() => import('../screens/contact/ContactScreen')),
  fuelCards: lazy(() => import('../screens/fuel-cards/FuelCardsScreen')),
  accountTable: lazy(() => import('../table/AccountTableScreen')),
  payment: lazy(() => import('../screens/payments/PaymentScreen')),
  orderFuel: lazy(() => import('../screens/orders/OrderFuelScreen')),
  drops: lazy(() => import('../screens/orders/DropsScreen')),
} satisfies Partial<Record<ScreenKind, ComponentType<ScreenProps>>>;

export type CustomerKind = keyof typeof customerRenderers;
