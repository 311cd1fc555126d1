import { useCallback } from 'react';
import { languageOfTag } from '../../engine/i18n/languages';
import { storageKeys } from '../../engine/session/constants';
import { useSession } from '../session/session-context';

/**
 * The locale a successful submit saved to the caller's own profile (updateProfile answers the
 * profile as saved), or undefined when the submit was anything else: a form screen that saves the
 * profile hands it on without knowing which field held it.
 */
export function savedProfileLocale(operationId: string | undefined, answer: unknown): string | undefined {
  if (operationId !== 'updateProfile' || typeof answer !== 'object' || answer === null) return undefined;
  const { locale } = answer as { locale?: unknown };
  return typeof locale === 'string' && locale !== '' ? locale : undefined;
}

/**
 * What follows a profile saved with a locale (Profile's Language field): the session's user info
 * takes it, and the LanguageProvider, which speaks the profile's locale first, switches to it once
 * its words have come; a reload keeps it (the user info is in sessionStorage), and so does the
 * browser after signing out, as after the header's switch. Staff acting as a customer changed the
 * customer's profile, not their own language. Here, not in the provider: the shell every route
 * loads first stays as small as it was (its size budget, tests/e2e/login-bundle-size.test.ts).
 */
export function useFollowSavedProfile(): (locale: string) => void {
  const { userInfo, actor } = useSession();
  return useCallback(
    (locale: string) => {
      if (!userInfo || userInfo.impersonating || locale === userInfo.locale) return;
      const language = languageOfTag(locale);
      if (language) window.localStorage.setItem(storageKeys.language, language);
      actor.send({ type: 'LOGIN', userInfo: { ...userInfo, locale } });
    },
    [actor, userInfo],
  );
}
