import type { components } from '../../../openapi/generated/tenant-api';

type ApplicationSettings = components['schemas']['ApplicationSettings'];

export type BotCheckProviderId = ApplicationSettings['bot_check_provider'];

/**
 * What the browser needs of a bot-check provider. All three are shaped alike: a script that
 * defines a global with `render(element, { sitekey, callback, 'expired-callback' })` and
 * `reset(id)`, the widget's token handed to `callback`, and the provider's siteverify checking
 * that token on the server. The origins are what the page's Content-Security-Policy must allow
 * (the providers' own CSP guides), and only on a tenant that uses the provider.
 */
export interface BotCheckProvider {
  id: BotCheckProviderId;
  /** Explicit rendering: the widget is drawn where and when a screen asks. */
  scriptUrl: string;
  /** The global the script defines. */
  global: 'grecaptcha' | 'turnstile' | 'hcaptcha';
  csp: { script: string[]; frame: string[]; connect: string[]; style: string[] };
}

export const BOT_CHECK_PROVIDERS: Readonly<Record<BotCheckProviderId, BotCheckProvider>> = {
  recaptcha: {
    id: 'recaptcha',
    scriptUrl: 'https://www.google.com/recaptcha/api.js?render=explicit',
    global: 'grecaptcha',
    csp: { script: ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'], frame: ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'], connect: [], style: [] },
  },
  turnstile: {
    id: 'turnstile',
    scriptUrl: 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit',
    global: 'turnstile',
    csp: { script: ['https://challenges.cloudflare.com'], frame: ['https://challenges.cloudflare.com'], connect: [], style: [] },
  },
  hcaptcha: {
    id: 'hcaptcha',
    scriptUrl: 'https://js.hcaptcha.com/1/api.js?render=explicit',
    global: 'hcaptcha',
    csp: { script: ['https://hcaptcha.com', 'https://*.hcaptcha.com'], frame: ['https://hcaptcha.com', 'https://*.hcaptcha.com'], connect: ['https://hcaptcha.com', 'https://*.hcaptcha.com'], style: ['https://hcaptcha.com', 'https://*.hcaptcha.com'] },
  },
};

/** The header a bot-checked operation reads the widget's token from (the document's botCheckToken parameter). */
export const BOT_CHECK_HEADER = 'bot-check-token';

/** The tenant's bot check, when it configured one: a site key (spec 1 §3 recaptcha_site_key) and its provider. */
export function botCheckOf(settings: { recaptcha_site_key?: string; bot_check_provider?: BotCheckProviderId }): { provider: BotCheckProvider; siteKey: string } | undefined {
  const siteKey = settings.recaptcha_site_key?.trim();
  if (!siteKey) return undefined;
  return { provider: BOT_CHECK_PROVIDERS[settings.bot_check_provider ?? 'recaptcha'] ?? BOT_CHECK_PROVIDERS.recaptcha, siteKey };
}
