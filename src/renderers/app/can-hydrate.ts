import { peekBootAnswer, settingsRequest } from '../../engine/api/boot-answers';
import type { ApplicationSettings } from '../../engine/api/types';
import { chooseLanguage } from '../../engine/i18n/languages';
import { storageKeys } from '../../engine/session/constants';

const stored = (storage: () => Storage, key: string): string | null => {
  try {
    return storage().getItem(key);
  } catch {
    return null;
  }
};

/**
 * Whether the browser's first render of this page is the one the server drew in #root, so React
 * may hydrate it: the server drew it for a visitor on this host in the language the page says,
 * and knows nothing of this browser's storage. A stored tenant, a session (sessionStorage) or a
 * picked language other than the page's draws another page: the app then renders afresh.
 */
export function canHydrate(root: HTMLElement): boolean {
  if (!root.hasAttribute('data-ssr')) return false;
  if (stored(() => window.localStorage, storageKeys.tenant) || stored(() => window.sessionStorage, storageKeys.userInfo)) return false;
  const settings = peekBootAnswer(settingsRequest(window.location.hostname))?.data as ApplicationSettings | undefined;
  if (!settings) return false;
  const wanted = chooseLanguage({ preferred: [stored(() => window.localStorage, storageKeys.language), ...navigator.languages], tenant: settings.locale });
  return wanted === document.documentElement.lang;
}
