import type { BotCheckProvider } from '../../engine/bot-check/providers';

/** What reCAPTCHA, Turnstile and hCaptcha's scripts each define (explicit rendering). */
export interface WidgetApi {
  render(element: HTMLElement, options: { sitekey: string; callback: (token: string) => void; 'expired-callback': () => void; 'error-callback': () => void }): string | number;
  reset(id?: string | number): void;
}

const loading = new Map<string, Promise<WidgetApi>>();

/** A provider's global once its script has run: an object with a `render` function. */
const isWidgetApi = (value: unknown): value is WidgetApi =>
  typeof value === 'object' && value !== null && 'render' in value && typeof value.render === 'function';

const ready = (provider: BotCheckProvider): WidgetApi | undefined => {
  const api: unknown = Reflect.get(globalThis, provider.global);
  return isWidgetApi(api) ? api : undefined;
};

/**
 * The provider's script, added to the page once and only when a screen of a tenant that set a
 * site key draws the widget (the page's CSP allows the provider's origin for that tenant only).
 * reCAPTCHA's global exists before it can render: `grecaptcha.ready` is waited for when there.
 */
export function loadProvider(provider: BotCheckProvider): Promise<WidgetApi> {
  const known = loading.get(provider.scriptUrl);
  if (known) return known;
  const promise = new Promise<WidgetApi>((resolve, reject) => {
    const settle = () => {
      const api = ready(provider);
      if (!api) return reject(new Error(`${provider.id} did not load`));
      const waitFor = (api as WidgetApi & { ready?: (callback: () => void) => void }).ready;
      if (typeof waitFor === 'function') waitFor(() => resolve(api));
      else resolve(api);
    };
    if (ready(provider)) return settle();
    const script = document.createElement('script');
    script.src = provider.scriptUrl;
    script.async = true;
    script.addEventListener('load', settle);
    script.addEventListener('error', () => {
      loading.delete(provider.scriptUrl);
      reject(new Error(`${provider.id} did not load`));
    });
    document.head.append(script);
  });
  loading.set(provider.scriptUrl, promise);
  return promise;
}
