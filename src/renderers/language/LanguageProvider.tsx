import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { setLanguageSource } from '../../engine/i18n/active-language';
import { chooseLanguage, languageOfTag, SOURCE_LANGUAGE, type Language } from '../../engine/i18n/languages';
import { wantLanguages } from '../../engine/i18n/translations';
import { allWordsLoaded } from '../../engine/messages/catalogue';
import { storageKeys } from '../../engine/session/constants';
import { useApi, useSession } from '../session/session-context';
import { ShellFrame } from '../shell/ShellFrame';
import { useTenant } from '../tenant/tenant-context';
import { LanguageContext } from './language-context';
import { usePageRequest } from '../app/page-request';
import { loadTenantWords } from './tenant-words';

/** The language whose words are loaded and which the engine words messages in. */
let spoken: Language = SOURCE_LANGUAGE;
setLanguageSource(() => spoken);

const storedChoice = (): string | null => {
  try {
    return window.localStorage.getItem(storageKeys.language);
  } catch {
    return null;
  }
};

/**
 * The portal's language (issue 24 item 2): the signed-in user's profile locale, else what the
 * visitor picked in the header (kept in localStorage), else the browser's (navigator.languages),
 * else the tenant's default. The words of the chosen language load before it is spoken — a
 * screen never flashes English — and `<html lang>` follows it. A switch re-draws the shell and
 * the screen (LayoutProvider keys them by language) under the same session, route and layout.
 */
export function LanguageProvider({ children }: { children: ReactNode }) {
  const { settings } = useTenant();
  const { userInfo, actor } = useSession();
  const api = useApi();
  const [visitorChoice, setVisitorChoice] = useState(storedChoice);
  // The server's render of a page reads the request's Accept-Language where the browser reads navigator's.
  const request = usePageRequest();
  const browserLanguages = request ? request.languages : navigator.languages;
  // Staff acting as a customer read in their own pick, not the customer's profile (which they do not change).
  const profile = userInfo?.impersonating ? undefined : userInfo?.locale;
  const wanted = chooseLanguage({ profile, preferred: [visitorChoice, ...browserLanguages], tenant: settings.locale });
  const [language, setLanguage] = useState<Language | undefined>(wanted === SOURCE_LANGUAGE ? wanted : undefined);

  // A signed-in shell shows menus and screens whose texts the login route leaves out: they load first.
  const signedIn = !!userInfo;
  useEffect(() => {
    let current = true;
    void Promise.all([wantLanguages([wanted]), signedIn ? allWordsLoaded() : undefined, loadTenantWords(api, wanted)]).then(() => {
      if (!current) return;
      spoken = wanted;
      document.documentElement.lang = wanted;
      setLanguage(wanted);
    });
    return () => {
      current = false;
    };
  }, [wanted, signedIn, api]);

  const choose = useCallback(
    async (next: Language) => {
      window.localStorage.setItem(storageKeys.language, next);
      setVisitorChoice(next);
      if (!userInfo || userInfo.impersonating || languageOfTag(userInfo.locale) === next) return;
      const locale = await (await import('./save-profile-language')).saveProfileLanguage(api, next);
      // The session's user info (sessionStorage) speaks the new language too, so a reload keeps it.
      if (locale) actor.send({ type: 'LOGIN', userInfo: { ...userInfo, locale } });
    },
    [api, actor, userInfo],
  );

  const value = useMemo(() => (language ? { language, choose } : undefined), [language, choose]);
  if (!value) return <ShellFrame />;
  return (
<LanguageContext.Provider value={value}>{children}</LanguageContext.Provider>
  );
}
