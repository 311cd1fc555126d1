import type { ComponentType } from 'react';
import { allWordsLoaded } from '../../engine/messages/catalogue';
import { lazyWithWords } from '../language/lazy-with-words';
import type { ScreenKind } from '../../engine/layout';
import type { BackOfficeKind } from './back-office-renderers';
import type { CustomerKind } from './customer-renderers';
import { listsOnly } from '../table/list-only';
import { kindIs, rankWith, type RendererEntry, type ScreenProps } from './types';

/**
 * A screen's renderer, drawn once its chunk and every data text and catalogue word in the reader's
 * language have loaded (allWordsLoaded). The login screen alone reads its own few words
 * (login-texts.ts, login-catalogue.ts) and fetches the rest once drawn: the first page stays light.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as lazyWithWords
const screen = <Component extends ComponentType<any>>(load: () => Promise<{ default: Component }>) => lazyWithWords(load, allWordsLoaded);

/*
 * The renderers of signed-in screens are loaded through registries of their own (each entry a
 * loader: React's lazy must resolve to a component, not to another lazy one), fetched with the
 * first such screen: Vite writes each lazy chunk's file names (its CSS, its shared chunks) beside
 * its import, and the login page need not carry those of every screen of the portal.
 */
const backOffice = (kind: BackOfficeKind): ComponentType<ScreenProps> =>
  screen(async () => (await import('./back-office-renderers')).backOfficeRenderers[kind]());
const customer = (kind: CustomerKind): ComponentType<ScreenProps> =>
  screen(async () => (await import('./customer-renderers')).customerRenderers[kind]());

/**
 * The built-in renderer of every screen kind the engine knows (src/engine/layout/screen-kinds):
 * typed by those kinds, so a kind without a renderer does not compile. Each is its own chunk,
 * so the login page does not download the data table and a table not the form library.
 * Adding a kind = its rule in screen-kinds + one component + one line here.
 */
const builtIn: Record<ScreenKind, ComponentType<ScreenProps>> = {
  login: lazyWithWords(() => import('../screens/session/login/LoginScreen')),
  table: screen(() => import('../table/TableScreen')),
  notFound: screen(() => import('../shell/NotFoundScreen')),
  form: screen(() => import('../form-screen/FormScreen')),
  flow: screen(() => import('../flow/FlowScreen')),
  detail: screen(() => import('../detail/DetailScreen')),
  viewPdf: customer('viewPdf'),
  notificationConfigs: backOffice('notificationConfigs'),
  settings: backOffice('settings'),
  configEditor: backOffice('configEditor'),
  promotionalImages: backOffice('promotionalImages'),
};

/**
 * The registry: one `{ tester, renderer }` per built-in kind, rank 1 (a later, higher-ranked entry
 * wins), and above the table kind's, the list renderer for the tables that only list (the account
 * list: issue 25), whose chunk leaves out the code of the extras they do not declare.
 */
export const screenRenderers: readonly RendererEntry[] = [
  ...Object.entries(builtIn).map(([kind, renderer]) => ({ tester: rankWith(1, kindIs(kind)), renderer })),
  { tester: rankWith(2, listsOnly), renderer: screen(() => import('../table/ListScreen')) },
];
