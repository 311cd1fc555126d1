import { urlRefusal, type UrlRefusal } from '../outbound/url-rule';

const WEBHOOK_URL_WORDS: Record<UrlRefusal, string> = {
  malformed: 'Enter an absolute URL (https://…).',
  scheme: 'Only http and https URLs can receive webhooks.',
  credentials: 'A webhook URL may not hold a user name or password: deliveries are signed with the endpoint secret instead.',
  https: 'Webhook URLs must use https.',
  internal: 'Webhook URLs may not point to a loopback, private or link-local address.',
  httpElsewhere: 'Webhook URLs must use https (http only to this machine outside production).',
  private: 'Webhook URLs may not point to a private or link-local address.',
};

/**
 * Why a webhook URL is refused, or null when it may be used: the outbound rule (url-rule.ts), and
 * no #fragment (a receiver never sees one; the secret signs, nothing in the URL does).
 */
export function urlProblem(raw: string, production: boolean): string | null {
  const checked = urlRefusal(raw, production);
  if ('refusal' in checked) return WEBHOOK_URL_WORDS[checked.refusal];
  return checked.url.hash ? 'A webhook URL may not hold a #fragment.' : null;
}
