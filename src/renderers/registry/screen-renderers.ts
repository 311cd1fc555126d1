import { lazy } from 'react';
import { kindIs, rankWith, type RendererEntry } from './types';

/**
 * The built-in screen renderers by layout `kind`. Each is its own chunk, so the login page
 * does not download the data table and a table does not download the form library.
 * Adding a kind = one component + one line here.
 */
export const screenRenderers: readonly RendererEntry[] = [
  { tester: rankWith(1, kindIs('login')), renderer: lazy(() => import('../screens/login/LoginScreen')) },
  { tester: rankWith(1, kindIs('table')), renderer: lazy(() => import('../screens/table/TableScreen')) },
  { tester: rankWith(1, kindIs('notFound')), renderer: lazy(() => import('../screens/not-found/NotFoundScreen')) },
  { tester: rankWith(1, kindIs('requestForm')), renderer: lazy(() => import('../screens/request/RequestFormScreen')) },
  { tester: rankWith(1, kindIs('register')), renderer: lazy(() => import('../screens/request/RegisterScreen')) },
  { tester: rankWith(1, kindIs('resetPassword')), renderer: lazy(() => import('../screens/password/ResetPasswordScreen')) },
  { tester: rankWith(1, kindIs('changePassword')), renderer: lazy(() => import('../screens/password/ChangePasswordScreen')) },
  { tester: rankWith(1, kindIs('verifyEmail')), renderer: lazy(() => import('../screens/verify-email/VerifyEmailScreen')) },
  { tester: rankWith(1, kindIs('profile')), renderer: lazy(() => import('../screens/profile/ProfileScreen')) },
  { tester: rankWith(1, kindIs('users')), renderer: lazy(() => import('../screens/users/UsersScreen')) },
  { tester: rankWith(1, kindIs('userForm')), renderer: lazy(() => import('../screens/users/UserFormScreen')) },
  { tester: rankWith(1, kindIs('outbox')), renderer: lazy(() => import('../screens/outbox/OutboxScreen')) },
  { tester: rankWith(1, kindIs('accessRequests')), renderer: lazy(() => import('../screens/access-requests/AccessRequestsScreen')) },
  { tester: rankWith(1, kindIs('overview')), renderer: lazy(() => import('../screens/overview/OverviewScreen')) },
  { tester: rankWith(1, kindIs('records')), renderer: lazy(() => import('../screens/records/RecordsScreen')) },
  { tester: rankWith(1, kindIs('viewPdf')), renderer: lazy(() => import('../screens/view-pdf/ViewPdfScreen')) },
  { tester: rankWith(1, kindIs('products')), renderer: lazy(() => import('../screens/products/ProductsScreen')) },
  { tester: rankWith(1, kindIs('accountAdmin')), renderer: lazy(() => import('../screens/account-admin/AccountAdminScreen')) },
  { tester: rankWith(1, kindIs('contact')), renderer: lazy(() => import('../screens/contact/ContactScreen')) },
];
