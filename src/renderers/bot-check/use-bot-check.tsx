import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { BOT_CHECK_HEADER, botCheckOf } from '../../engine/bot-check/providers';
import { botCheckMessages as messages } from '../../engine/messages/bot-check';
import { useTenant } from '../tenant/tenant-context';
import { loadProvider, type WidgetApi } from './load-provider';

export interface BotCheck {
  /** The widget to draw above the form's buttons; null where the tenant set no site key. */
  widget: ReactNode;
  /** The header an x-bot-check operation reads, to spread into its call's headers or named values; empty without a check. */
  header: Record<string, string>;
  /** False while a configured check has no token yet: the screen says so instead of sending. */
  passed: boolean;
  /** After each send (a token is good for one request): the widget asks again. */
  reset(): void;
  /** Marks the check as missed, so the widget shows why nothing was sent. */
  demand(): void;
}

/**
 * The tenant's bot check (settings recaptcha_site_key and bot_check_provider) for a screen that
 * sends to an x-bot-check operation: the provider's widget, its token as the request header, and
 * a reset after each use. Without a site key nothing is loaded or drawn and every send goes.
 */
export function useBotCheck(): BotCheck {
  const { settings } = useTenant();
  const configured = useMemo(() => botCheckOf(settings), [settings]);
  const [token, setToken] = useState<string>();
  const [missed, setMissed] = useState(false);
  const [failed, setFailed] = useState(false);
  // A state, not a ref: a screen that hides its form and shows it again (register's Start over) gets a new element to draw in.
  const [target, setTarget] = useState<HTMLDivElement | null>(null);
  const widget = useRef<{ api: WidgetApi; id: string | number }>(undefined);

  useEffect(() => {
    if (!configured || !target) return;
    let live = true;
    loadProvider(configured.provider)
      .then((api) => {
        if (!live) return;
        const id = api.render(target, {
          sitekey: configured.siteKey,
          callback: (value) => {
            setToken(value);
            setMissed(false);
          },
          'expired-callback': () => setToken(undefined),
          'error-callback': () => setToken(undefined),
        });
        widget.current = { api, id };
      })
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
      widget.current = undefined;
      setToken(undefined);
    };
  }, [configured, target]);

  const reset = useCallback(() => {
    setToken(undefined);
    widget.current?.api.reset(widget.current.id);
  }, []);
  const demand = useCallback(() => setMissed(true), []);

  const drawn = configured ? (
    <div className="bot-check" role="group" aria-label={messages.botCheckLabel}>
      <div ref={setTarget} />
      {(missed || failed) && (
        <p className="form-problem" role="alert">
          <i className="pi pi-times-circle" aria-hidden="true" /> {failed ? messages.botCheckUnavailable : messages.botCheckFailed}
        </p>
      )}
    </div>
  ) : null;
  return {
    widget: drawn,
    header: configured && token ? { [BOT_CHECK_HEADER]: token } : {},
    passed: !configured || Boolean(token),
    reset,
    demand,
  };
}
