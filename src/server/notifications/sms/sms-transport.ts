/** Where texts go once the request that queued them committed: a gateway behind an HTTP webhook (SMS_WEBHOOK_URL), or a test's. */
export interface SmsTransport {
  /** Stored with each text (text_outbox.transport). */
  readonly name: string;
  send(text: { tenantId: string; to: string; body: string; event: string }): Promise<void>;
}

/** A gateway that takes too long is a failed send, not a stuck worker. */
const TIMEOUT_MS = 10_000;

/**
 * Posts each text as JSON `{ tenant, to, body, event }` to a webhook (an SMS gateway's HTTP API
 * or a relay in front of one), with `Authorization: Bearer <token>` when a token is configured.
 * Any answer but 2xx is a failure.
 */
export function webhookTransport(url: string, token?: string): SmsTransport {
  return {
    name: 'webhook',
    async send({ tenantId, to, body, event }) {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify({ tenant: tenantId, to, body, event }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      // The gateway's answer is not ours to keep; reading it frees the connection.
      await response.arrayBuffer().catch(() => undefined);
      if (!response.ok) throw new Error(`SMS webhook answered ${response.status}`);
    },
  };
}

/** The transport SMS_WEBHOOK_URL configures, or none: the text outbox is then the delivery. */
export const transportFromEnv = (url: string | undefined, token: string | undefined): SmsTransport | undefined => (url ? webhookTransport(url, token) : undefined);
