import { lazy, type ComponentType } from 'react';
import type { ScreenKind } from '../../engine/layout';
import { kindIs, rankWith, type RendererEntry, type ScreenProps } from './types';

/**
 * The built-in renderer of every screen kind the engine knows (src/engine/layout/screen-kinds):
 * typed by those kinds, so a kind without a renderer does not compile. Each is its own chunk,
 * so the login page does not download the data table and a table not the form library.
 * Adding a kind = its rule in screen-kinds + one component + one line here.
 */
const builtIn: Record<ScreenKind, ComponentType<ScreenProps>> = {
  login: lazy(() => import('../screens/session/login/LoginScreen')),
  table: lazy(() => import('../table/TableScreen')),
  notFound: lazy(() => import('../shell/NotFoundScreen')),
  requestForm: lazy(() => import('../screens/identity/register/RequestFormScreen')),
  register: lazy(() => import('../screens/identity/register/RegisterScreen')),
  resetPassword: lazy(() => import('../screens/identity/password/ResetPasswordScreen')),
  changePassword: lazy(() => import('../screens/identity/password/ChangePasswordScreen')),
  verifyEmail: lazy(() => import('../screens/identity/verify-email/VerifyEmailScreen')),
  profile: lazy(() => import('../screens/users/profile/ProfileScreen')),
  users: lazy(() => import('../screens/users/admin/UsersScreen')),
  userForm: lazy(() => import('../screens/users/admin/UserFormScreen')),
  outbox: lazy(() => import('../screens/identity/outbox/OutboxScreen')),
  accessRequests: lazy(() => import('../screens/users/access-requests/AccessRequestsScreen')),
  overview: lazy(() => import('../screens/accounts/overview/OverviewScreen')),
  records: lazy(() => import('../screens/records/RecordsScreen')),
  viewPdf: lazy(() => import('../screens/records/view-pdf/ViewPdfScreen')),
  products: lazy(() => import('../screens/accounts/products/ProductsScreen')),
  accountAdmin: lazy(() => import('../screens/accounts/account-admin/AccountAdminScreen')),
  contact: lazy(() => import('../screens/contact/ContactScreen')),
  application: lazy(() => import('../screens/applications/ApplicationScreen')),
  queue: lazy(() => import('../screens/workflow/QueueScreen')),
  fuelCards: lazy(() => import('../screens/fuel-cards/FuelCardsScreen')),
  accountTable: lazy(() => import('../table/AccountTableScreen')),
  guestPayment: lazy(() => import('../screens/payments/guest/GuestPaymentScreen')),
  payment: lazy(() => import('../screens/payments/PaymentScreen')),
  newCustomer: lazy(() => import('../screens/new-customer/NewCustomerScreen')),
  orderFuel: lazy(() => import('../screens/orders/OrderFuelScreen')),
  drops: lazy(() => import('../screens/orders/DropsScreen')),
  notificationConfigs: lazy(() => import('../screens/notifications/NotificationConfigsScreen')),
  appSettings: lazy(() => import('../screens/settings/AppSettingsScreen')),
  content: lazy(() => import('../screens/settings/ContentScreen')),
  changeLog: lazy(() => import('../screens/audit/ChangeLogScreen')),
  configEditor: lazy(() => import('../screens/config-editor/ConfigEditorScreen')),
  promotionalImages: lazy(() => import('../screens/assets/PromotionalImagesScreen')),
};

/** The registry: one `{ tester, renderer }` per built-in kind, rank 1 (a later, higher-ranked entry wins). */
export const screenRenderers: readonly RendererEntry[] = Object.entries(builtIn).map(([kind, renderer]) => ({ tester: rankWith(1, kindIs(kind)), renderer }));
