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
];
