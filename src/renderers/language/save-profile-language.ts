import type { ApiClient } from '../../engine/api/create-api-client';
import type { Language } from '../../engine/i18n/languages';

/**
 * A signed-in user's language saved to their profile through the profile update (which asks for
 * the names with any change: they are sent as they are). Its own chunk: the login route, which
 * every visitor downloads first, never saves a profile. Answers the locale stored, if saved.
 */
export async function saveProfileLanguage(api: ApiClient, language: Language): Promise<string | undefined> {
  const { data: profile } = await api.call('getProfile');
  if (!profile) return undefined;
  const { data } = await api.call('updateProfile', { body: { first_name: profile.first_name, last_name: profile.last_name, locale: language } });
  return data?.locale;
}
