import type { BotCheckProviderId } from '../../engine/bot-check/providers';
import type { BotCheck } from './bot-check';

/** Each provider's server-side check; all take a form body (secret, response, remoteip) and answer `{ success }`. */
const SITEVERIFY_URLS: Readonly<Record<BotCheckProviderId, string>> = {
  recaptcha: 'https://www.google.com/recaptcha/api/siteverify',
  turnstile: 'https://challenges.cloudflare.com/turnstile/v0/siteverify',
  hcaptcha: 'https://api.hcaptcha.com/siteverify',
};

/**
 * The bot check that asks the tenant's provider. A token the provider refuses (or did not mint
 * for this site) is `refused`; no secret, a timeout, a non-2xx or an answer that is not its JSON
 * is `unavailable`, so the caller refuses the request rather than letting it through unchecked.
 */
export function siteverifyBotCheck(options: { fetch?: typeof fetch; timeoutMs?: number } = {}): BotCheck {
  const fetchFn = options.fetch ?? fetch;
  return {
    async verify({ provider, secret, siteKey, token, remoteIp }) {
      if (!secret) return 'unavailable';
      const form = new URLSearchParams({ secret, response: token, remoteip: remoteIp });
      // hCaptcha also checks the token was minted for this site key.
      if (provider === 'hcaptcha') form.set('sitekey', siteKey);
      try {
        const response = await fetchFn(SITEVERIFY_URLS[provider], { method: 'POST', body: form, signal: AbortSignal.timeout(options.timeoutMs ?? 5000) });
        if (!response.ok) return 'unavailable';
        const answer = (await response.json()) as { success?: unknown };
        return answer.success === true ? 'human' : 'refused';
      } catch {
        return 'unavailable';
      }
    },
  };
}
