import type { BotCheckProviderId } from '../../engine/bot-check/providers';

/** What the provider said of a widget's token: a person, not one (or no token), or no answer at all. */
export type BotVerdict = 'human' | 'refused' | 'unavailable';

export interface BotCheckRequest {
  provider: BotCheckProviderId;
  /** tenant.json secrets.recaptcha_key: undefined when the folder ships none. */
  secret: string | undefined;
  siteKey: string;
  token: string;
  /** The caller's address, which the providers compare with the one the widget ran at. */
  remoteIp: string;
}

/**
 * The bot-check adapter: reCAPTCHA, Turnstile and hCaptcha are one shape (a widget's token,
 * checked once with the provider's siteverify and the tenant's secret). The default asks the
 * provider (siteverify.ts); tests and offline deployments use offline.ts, which never reaches
 * the network.
 */
export interface BotCheck {
  verify(request: BotCheckRequest): Promise<BotVerdict>;
}
