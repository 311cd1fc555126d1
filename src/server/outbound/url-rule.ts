import { ipLiteralOf, isInternalAddress, isLocalHost, isRefusedAddress } from './address-policy';

/** Why the portal may not call a URL someone else named; each caller says it in its own words. */
export type UrlRefusal = 'malformed' | 'scheme' | 'credentials' | 'https' | 'internal' | 'httpElsewhere' | 'private';

/**
 * The one rule for an address the portal calls on someone's word (a webhook endpoint, a supplier's
 * document file). Production: https only, never a loopback, private or link-local address (names
 * are checked again when resolved: guardedLookup). Elsewhere: https anywhere or http to this
 * machine, never another internal address. Never credentials in the URL.
 */
export function urlRefusal(raw: string, production: boolean): { refusal: UrlRefusal } | { url: URL } {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { refusal: 'malformed' };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return { refusal: 'scheme' };
  if (url.username || url.password) return { refusal: 'credentials' };
  const host = url.hostname.toLowerCase();
  const literal = ipLiteralOf(host);
  const local = isLocalHost(host);
  if (production) {
    if (url.protocol !== 'https:') return { refusal: 'https' };
    if (local || (literal !== null && isInternalAddress(literal))) return { refusal: 'internal' };
    return { url };
  }
  if (url.protocol === 'http:' && !local) return { refusal: 'httpElsewhere' };
  if (literal !== null && isRefusedAddress(literal, false)) return { refusal: 'private' };
  return { url };
}
