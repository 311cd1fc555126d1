import { Webhook } from 'standardwebhooks';

/**
 * The Standard Webhooks headers of one delivery: webhook-id (the event id, the same on every
 * retry), webhook-timestamp (seconds) and webhook-signature — `v1,<base64 HMAC-SHA256 of
 * id.timestamp.body>` per live secret, space-separated (the new and the replaced secret during a
 * rotation's overlap; a receiver accepts any one it knows).
 */
export function signedHeaders(eventId: string, at: Date, body: string, secrets: readonly string[]): Record<string, string> {
  // The library signs whole seconds, as the header states them.
  const timestamp = new Date(Math.floor(at.getTime() / 1000) * 1000);
  return {
    'webhook-id': eventId,
    'webhook-timestamp': String(timestamp.getTime() / 1000),
    'webhook-signature': secrets.map((secret) => new Webhook(secret).sign(eventId, timestamp, body)).join(' '),
  };
}
