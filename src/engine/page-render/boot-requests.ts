import { operationUrl } from '../api/operation-url';
import { chooseLanguage, SOURCE_LANGUAGE, type Language } from '../i18n/languages';
import { flowRules, isFlowName } from '../layout/flows';
import { canOpenScreen } from '../layout/menu';
import { readServedLayout } from '../layout/served-layout';
import { screenForCaller, screensByRoute } from '../layout/shared-routes';
import type { ResolvedScreen } from '../layout/types';

/**
 * Which GETs a server-drawn page needs answered, in the order the portal makes them at boot:
 * the settings of the host (which name the tenant), then its layout (which names the route's
 * screen), then the screen's forms. Only a visitor's public entry screens are drawn by the
 * server: a signed-in screen needs the session, which lives in the browser's sessionStorage.
 */
export { layoutRequest, settingsRequest } from '../api/boot-answers';

/**
 * The screens of the layout the server draws (issue 25 item 1): the visitor's entry pages whose
 * first forms the light renderer draws (Pay As Guest's look-up, New Customer's address step with
 * its native drop-downs). Other anonymous screens (a request for access, a reset link's page) are
 * reached from these inside the app and are drawn by the browser. An RJSF form is never drawn by
 * the server: drawn and locked until hydration, it lost keyboard input typed right after it.
 */
export const ENTRY_SCREENS: readonly string[] = ['login', 'forgotPassword', 'register', 'guestPayment', 'newCustomer', 'newCustomerDynamic', 'newCustomerDemo'];

/** The route's entry screen as a visitor reaches it, when a visitor may open it; else undefined. */
export function visitorScreen(layoutDocument: unknown, tenant: string, path: string, settings: Readonly<Record<string, unknown>>): ResolvedScreen | undefined {
  let screens: readonly ResolvedScreen[];
  try {
    screens = readServedLayout(layoutDocument, `layout of tenant ${tenant}`).screens;
  } catch {
    return undefined; // the browser falls back to the built-in layout: not drawn here
  }
  const group = screensByRoute(screens).find((candidates) => candidates[0].route === path);
  const screen = group && screenForCaller(group, undefined);
  if (!screen || screen.access !== 'anonymous' || !ENTRY_SCREENS.includes(screen.id)) return undefined;
  return canOpenScreen(screen, undefined, { permissions: [], settings }) ? screen : undefined;
}

/** The forms a screen shows first: its own, or its flow's first step's (the flow's rule orders its steps, not the layout). */
export function firstForms(screen: ResolvedScreen): string[] {
  const firstStep = isFlowName(screen.flow) ? Object.keys(flowRules[screen.flow].steps)[0] : undefined;
  return [screen.form, firstStep && screen.steps?.[firstStep]?.form].filter((form): form is string => typeof form === 'string');
}

export const formRequest = (tenant: string, form: string): string => operationUrl('getConfigDocument', tenant, { name: `form.${form}` });

/**
 * The language the page is drawn in, by the browser's rule (LanguageProvider) without what only
 * the browser knows (a visitor's stored pick, a profile): the languages asked for, then the
 * tenant's default. Undefined when it is not the source language: the server draws English
 * pages only (another language's words are chunks the browser loads before it can hydrate).
 */
export function drawnLanguage(languages: readonly string[], tenantLocale: string | null | undefined): Language | undefined {
  const language = chooseLanguage({ preferred: languages, tenant: tenantLocale });
  return language === SOURCE_LANGUAGE ? language : undefined;
}
