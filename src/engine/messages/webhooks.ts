import { messageSet } from './message-set';
import { fillerOf } from './catalogue';

/**
 * (not in the spec) Integrations → Webhooks (issue 21): the add form, the secret shown once and a
 * test's outcome in the endpoints' panel (the table's own words are the back office's).
 * Apart from the catalogue, like the back office's messages, so that the login page, which loads
 * the catalogue, does not carry them: only the webhook screens import this module.
 */
export const webhookMessages = messageSet({
  intro: 'The portal posts its events to these URLs, signed with each endpoint’s secret (Standard Webhooks). A receiver that fails for three days is disabled.',
  /** The add form's card (its fields' words are the webhook-endpoint-create form document's). */
  addTitle: 'Add Endpoint',
  addLabel: 'Add webhook endpoint',
  /** The secret, shown once after create and after rotate. */
  secretRegion: 'New signing secret',
  secretOnce: 'Copy this signing secret now into the receiver. It will not be shown again.',
  secretLabel: 'Signing secret',
  copy: 'Copy',
  copied: 'Signing secret copied.',
  done: 'Done',
  created: 'Webhook endpoint added. Copy its signing secret now: it will not be shown again.',
  /** What the receiver said to the last Send Test (a row action of the table, answered to the panel). */
  lastTest: 'Last test',
  testDelivered: 'Test event {event} delivered: HTTP {status} {response}',
  testFailed: 'Test event {event} failed: {answer}',
  noAnswer: 'no answer ({response})',
  httpAnswer: 'HTTP {status} {response}',
}, (language) => import(`./locales/${language}/webhooks.ts`));

/** A webhook message with its {placeholders} filled. */
export const fillWebhooks = fillerOf(webhookMessages);
