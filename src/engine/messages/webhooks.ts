import { fillText } from './catalogue';

/**
 * (not in the spec) Integrations → Webhooks (issue 21): the endpoints and their delivery logs.
 * Apart from the catalogue, like the back office's messages, so that the login page, which loads
 * the catalogue, does not carry them: only the webhook screens import this module.
 */
export const webhookMessages = {
  intro: 'The portal posts its events to these URLs, signed with each endpoint’s secret (Standard Webhooks). A receiver that fails for three days is disabled.',
  loading: 'Loading the webhook endpoints',
  empty: 'No webhook endpoints yet.',
  listLabel: 'Webhook endpoints',
  /** The add form. */
  addTitle: 'Add Endpoint',
  addLabel: 'Add webhook endpoint',
  url: 'URL',
  urlHelp: 'https://… of the supplier’s system (http only to this machine outside production).',
  description: 'Description (optional)',
  eventTypes: 'Event types',
  eventTypesHelp: 'None chosen: every event type, now and later.',
  add: 'Add Endpoint',
  /** The secret, shown once after create and after rotate. */
  secretRegion: 'New signing secret',
  secretOnce: 'Copy this signing secret now into the receiver. It will not be shown again.',
  secretLabel: 'Signing secret',
  copy: 'Copy',
  copied: 'Signing secret copied.',
  done: 'Done',
  created: 'Webhook endpoint added. Copy its signing secret now: it will not be shown again.',
  /** One endpoint. */
  allEvents: 'Every event type',
  enabled: 'Enabled',
  disabled: 'Disabled',
  disabledSince: 'Disabled since {at}: {reason}',
  failingSince: 'Deliveries failing since {at}',
  healthy: 'Last delivery succeeded or none yet',
  previousSecret: 'The replaced secret signs too until {at}.',
  state: 'State',
  deliveries: 'Deliveries',
  deliveriesOf: 'Deliveries of {url}',
  sendTest: 'Send Test',
  sendTestOf: 'Send Test to {url}',
  rotate: 'Rotate Secret',
  rotateOf: 'Rotate Secret of {url}',
  disable: 'Disable',
  disableOf: 'Disable {url}',
  enable: 'Enable',
  enableOf: 'Enable {url}',
  remove: 'Delete',
  removeOf: 'Delete {url}',
  /** Outcomes. */
  testDelivered: 'Test event {event} delivered: HTTP {status} {response}',
  testFailed: 'Test event {event} failed: {answer}',
  noAnswer: 'no answer ({response})',
  httpAnswer: 'HTTP {status} {response}',
  rotated: 'Signing secret replaced. Copy the new one now: it will not be shown again.',
  disabledNow: 'Endpoint disabled: its events wait until it is enabled again.',
  enabledNow: 'Endpoint enabled: it receives the events it missed, in order.',
  deleted: 'Webhook endpoint deleted.',
  /** Confirmations. */
  confirmRotateTitle: 'Rotate Signing Secret',
  confirmRotate: 'Replace the signing secret of {url}? The old secret keeps signing deliveries for 24 hours beside the new one, so the receiver can switch without missing any.',
  confirmDeleteTitle: 'Delete Webhook Endpoint',
  confirmDelete: 'Delete the endpoint {url} and its delivery log? Nothing more is sent to it.',
} as const;

export type WebhookMessageKey = keyof typeof webhookMessages;

/** A webhook message with its {placeholders} filled. */
export const fillWebhooks = (key: WebhookMessageKey, values: Record<string, string | number>): string => fillText(webhookMessages[key], values);
