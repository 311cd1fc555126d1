import { translatedText } from '../messages/data-texts';

/**
 * A role's name as staff read it: the built-in ones in the portal's words, a tenant's own in its
 * translations. Apart from roles.ts, which every route loads: only staff screens word role names.
 */
export const roleName = (role: string): string => translatedText(role);
