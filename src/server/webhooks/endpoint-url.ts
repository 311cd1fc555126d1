import { ipLiteralOf, isInternalAddress, isLocalHost, isRefusedAddress } from '../outbound/address-policy';

/**
 * Why a webhook URL is refused, or null when it may be used. Production: https only, and never a
 * loopback, private or link-local address (names are resolved again at every delivery, so a name
 * that later points inside is refused then). Elsewhere: https anywhere, or http to this machine
 * (a receiver under development), never another internal address. Never credentials in the URL: the secret signs, nothing else.
 */
export function urlProblem(raw: string, production: boolean): string | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'Enter an absolute URL (https://…).';
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'Only http and https URLs can receive webhooks.';
  if (url.username || url.password) return 'A webhook URL may not hold a user name or password: deliveries are signed with the endpoint secret instead.';
  if (url.hash) return 'A webhook URL may not hold a #fragment.';
  const host = url.hostname.toLowerCase();
  const literal = ipLiteralOf(host);
  const local = isLocalHost(host);
  if (production) {
    if (url.protocol !== 'https:') return 'Webhook URLs must use https.';
    if (local || (literal !== null && isInternalAddress(literal))) return 'Webhook URLs may not point to a loopback, private or link-local address.';
    return null;
  }
  if (url.protocol === 'http:' && !local) return 'Webhook URLs must use https (http only to this machine outside production).';
  if (literal !== null && isRefusedAddress(literal, false)) return 'Webhook URLs may not point to a private or link-local address.';
  return null;
}
