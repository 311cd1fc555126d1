import { screenRoute, type ResolvedLayout } from '../../engine/layout';

/**
 * The absolute address of a screen of the tenant's layout, by screen id (never a literal path),
 * for links in mails. A tenant whose layout lacks the screen gets the portal's home instead of
 * a link to a page that would not open.
 */
export function screenUrl(layout: ResolvedLayout, baseUrl: string, screenId: string, query?: Record<string, string>): string {
  return `${baseUrl}${screenRoute(layout, screenId, {}, query) ?? '/'}`;
}
