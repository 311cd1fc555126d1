import { lazy } from 'react';
import { kindIs, rankWith, type RendererEntry } from './types';

/**
 * The built-in screen renderers by layout `kind`. Each is its own chunk, so the login page
 * does not download the data table and a table does not download the form library.
 * Adding a kind = one component + one line here.
 */
export const screenRenderers: readonly RendererEntry[] = [
  { tester: rankWith(1, kindIs('login')), renderer: lazy(() => import('../screens/session/login/LoginScreen')) },
  { tester: rankWith(1, kindIs('table')), renderer: lazy(() => import('../table/TableScreen')) },
  { tester: rankWith(1, kindIs('notFound')), renderer: lazy(() => import('../shell/NotFoundScreen')) },
  { tester: rankWith(1, kindIs('requestForm')), renderer: lazy(() => import('../screens/identity/register/RequestFormScreen')) },
  { tester: rankWith(1, kindIs('register')), renderer: lazy(() => import('../screens/identity/register/RegisterScreen')) },
  { tester: rankWith(1, kindIs('resetPassword')), renderer: lazy(() => import('../screens/identity/password/ResetPasswordScreen')) },
  { tester: rankWith(1, kindIs('changePassword')), renderer: lazy(() => import('../screens/identity/password/ChangePasswordScreen')) },
  { tester: rankWith(1, kindIs('verifyEmail')), renderer: lazy(() => import('../screens/identity/verify-email/VerifyEmailScreen')) },
  { tester: rankWith(1, kindIs('profile')), renderer: lazy(() => import('../screens/users/profile/ProfileScreen')) },
  { tester: rankWith(1, kindIs('users')), renderer: lazy(() => import('../screens/users/admin/UsersScreen')) },
  { tester: rankWith(1, kindIs('userForm')), renderer: lazy(() => import('../screens/users/admin/UserFormScreen')) },
  { tester: rankWith(1, kindIs('outbox')), renderer: lazy(() => import('../screens/identity/outbox/OutboxScreen')) },
  { tester: rankWith(1, kindIs('accessRequests')), renderer: lazy(() => import('../screens/users/access-requests/AccessRequestsScreen')) },
  { tester: rankWith(1, kindIs('overview')), renderer: lazy(() => import('../screens/accounts/overview/OverviewScreen')) },
  { tester: rankWith(1, kindIs('records')), renderer: lazy(() => import('../screens/records/RecordsScreen')) },
  { tester: rankWith(1, kindIs('viewPdf')), renderer: lazy(() => import('../screens/records/view-pdf/ViewPdfScreen')) },
  { tester: rankWith(1, kindIs('products')), renderer: lazy(() => import('../screens/accounts/products/ProductsScreen')) },
  { tester: rankWith(1, kindIs('accountAdmin')), renderer: lazy(() => import('../screens/accounts/account-admin/AccountAdminScreen')) },
  { tester: rankWith(1, kindIs('contact')), renderer: lazy(() => import('../screens/contact/ContactScreen')) },
];
