import { messageSet } from './message-set';
import { fillerOf } from './catalogue';

/**
 * The back office's own messages, none worded by the spec (its screens are only named, spec 1
 * §2). Apart from the catalogue so that the login page, which loads the catalogue, does not
 * carry them: only the staff screens that show them import this module.
 */
export const backOfficeMessages = messageSet({
  /** Users: Sign Out Everywhere ends every session of the user (a lost phone, a shared computer). */
  confirmSignOutEverywhere: 'Sign {email} out on every device? Every session of theirs ends; they log in again with their password.',
  signedOutEverywhere: '{email} is signed out everywhere.',
  /** Any editing screen left with unsaved edits (routing/use-unsaved-guard). */
  unsavedChanges: 'You have unsaved changes. Leave this page and lose them?',
  /** Assets: the spec says only that a saved name "triggers a duplicate notice". */
  assetDuplicate: 'An image named {name} already exists.',
  promotionsSaved: 'Promotional images saved.',
  confirmDeleteAsset: 'Delete {name}? Pages that show it will show nothing in its place.',
  /** The admin's "clear caches" action (spec 1 §2 "clear caches"). */
  cachesCleared: 'Caches cleared. The portal now shows what is published.',
  /** Workflow queues: an item moved; another staff member moved it first (409). */
  workflowItemMoved: 'Moved to {status}.',
  workflowStatusChanged: 'Someone else has already moved this item: it is now {status}. Check it before moving it again.',
  /** Manage configs. */
  configDraftSaved: 'Draft saved successfully!',
  configDraftDiscarded: 'Draft discarded successfully!',
  configPublished: 'Published successfully as version {n}!',
  configRolledBack: 'Rolled back successfully: version {n} is live.',
  confirmRollBack: 'Publish version {n} again as a new version? Customers get it on their next page load.',
  /** A town notification an admin sent: how many messages went out (the server's words; the second when it gives none). */
  townNotificationSent: 'Town notification sent: {queued} messages queued for {subscribers} subscribers.',
  townNotificationSentPlain: 'Town notification sent.',
  townNoticeTitle: 'Send a town notification',
  /** Integrations → API keys (issue 21): the secret is shown once. */
  apiKeyCreateTitle: 'Create API Key',
  apiKeyCreateLabel: 'Create API key',
  apiKeyCreated: 'API key created. Copy it now: it will not be shown again.',
  apiKeyRevoked: 'API key revoked.',
  apiKeyCopied: 'API key copied.',
  apiKeyCopyOnce: 'Copy this key now. It will not be shown again.',
  apiKeySecretRegion: 'New API key',
  apiKeySecretLabel: 'Secret',
  copy: 'Copy',
  done: 'Done',
  confirmRevokeApiKey: 'Revoke the API key {name}? Calls made with it are refused at once.',
  apiKeysIntro: 'The supplier’s system sends a key as {header}. Each key works only for its scopes.',
  apiKeyRevoke: 'Revoke',
  apiKeyRevokeOf: 'Revoke {name}',
  apiKeyRevokedAt: 'Revoked {value}',
  // A queue's urgent items (a tank request "I'm worried about running out"), in words beside any colour.
  queueUrgent: 'Urgent',
  /** Integrations → Webhooks: the endpoints (a table screen with the webhookEndpoints panel). */
  webhookAllEvents: 'Every event type',
  webhookEnabledState: 'Enabled: {value}',
  webhookFailingSince: 'Deliveries failing since {value}',
  webhookPreviousSecret: 'The replaced secret signs too until {value}.',
  webhookDeliveries: 'Deliveries',
  webhookDeliveriesOf: 'Deliveries of {url}',
  webhookSendTest: 'Send Test',
  webhookSendTestOf: 'Send Test to {url}',
  webhookRotate: 'Rotate Secret',
  webhookRotateOf: 'Rotate Secret of {url}',
  webhookDisable: 'Disable',
  webhookDisableOf: 'Disable {url}',
  webhookEnable: 'Enable',
  webhookEnableOf: 'Enable {url}',
  webhookDelete: 'Delete',
  webhookDeleteOf: 'Delete {url}',
  webhookRotated: 'Signing secret replaced. Copy the new one now: it will not be shown again.',
  webhookDisabled: 'Endpoint disabled: its events wait until it is enabled again.',
  webhookEnabled: 'Endpoint enabled: it receives the events it missed, in order.',
  webhookDeleted: 'Webhook endpoint deleted.',
  confirmRotateWebhook: 'Replace the signing secret of {url}? The old secret keeps signing deliveries for 24 hours beside the new one, so the receiver can switch without missing any.',
  confirmDeleteWebhook: 'Delete the endpoint {url} and its delivery log? Nothing more is sent to it.',
  /** Integrations → Webhooks: an endpoint's delivery log (a table screen; re-sends say the server's own sentence). */
  webhookLogBack: 'Back to Webhooks',
  webhookLogRefresh: 'Refresh',
  webhookResend: 'Re-send',
  webhookResendOf: 'Re-send {event_id}',
  webhookResendFailed: 'Re-send All Failed',
  confirmResendFailed: 'Send every failed delivery of this endpoint again now, in event order?',
  /** The settings screens (Manage App Settings, Manage Content): both save through POST /settings. */
  settingsLoading: 'Loading the settings',
  contentLoading: 'Loading the content',
  settingsUnsaved: 'Unsaved changes',
  settingsSaved: 'All changes saved',
  settingsNotSaved: 'The settings were not saved:',
  save: 'Save',
  cancel: 'Cancel',
  richTextAllowed: 'Rich text: {tags}. Anything else is removed when saved.',
  contentShown: 'Shown: {where}',
  /** The staff account screen: portal payments pending against the supplier's stated figures. */
  staffPaymentsPendingNote: '{amount} of portal payments not yet confirmed by the billing system; stated amount due {stated}, stated balance {balance}.',
  /** A town notification whose code the notification config routes to no method. */
  townNotificationNoMethod: 'No notification method is set for {code}. Choose email or text for it on the notification configs screen first.',
  /** What staff open of a submission (renderers/submission): its facts, answers and workflow. */
  submissionReceived: 'Received',
  submissionFrom: 'From',
  submissionAccount: 'Account',
  submissionSentOn: 'Sent on',
  submissionFormVersion: '{name} form, version {version}',
  submissionLoadingForm: 'Loading the form',
  submissionAnswers: 'Answers',
  answerYes: 'Yes',
  /** What the server keeps beside a fuel order's answers, as staff read it (renderers/submission/submission-answers). */
  detailDrop: 'Drop',
  detailDeliveryAddress: 'Delivery address',
  detailOrderSummary: 'Order summary',
  detailExtras: 'Extras',
  detailPrice: 'Price',
  detailTotalPrice: 'Total price',
  detailPayment: 'Payment',
  // A tank request's details (issue 26).
  detailTankRequest: 'Request',
  detailTank: 'Tank',
  detailTankId: 'Tank id',
  detailPriority: 'Priority',
  detailTankLevel: 'Level when asked',
  // A worried customer's tank when they asked, in one line (each part only when it was worked out).
  levelRead: 'Read {percent}% ({gallons} gal) on {at}',
  levelEstimated: 'Estimated {percent}% ({gallons} gal) on {at}',
  levelEmpty: 'empty around {date} ({days} days)',
  levelReorder: 'at the reorder level {date}',
  detailProgram: 'Program',
  detailConsent: 'Consent',
  detailFigures: 'Figures',
  detailTermsVersion: 'Terms version',
  tankRequestPlanSwitch: 'Switch delivery plan',
  tankRequestAccessNotes: 'Access notes for the driver',
  tankRequestAway: 'Away dates',
  tankRequestWorried: 'Worried about running out',
  /** The name of a detail section's list table's scrolling box (its section bears the title). */
  sectionTableLabel: '{title} table',
  answerNo: 'No',
  reveal: 'Reveal',
  revealField: 'Reveal {field}',
  workflowRegion: 'Workflow',
  workflowHistory: 'History',
  workflowHistoryFailed: 'The history could not be loaded.',
  workflowHistoryLoading: 'Loading the history…',
  workflowNotMoved: 'Not moved yet.',
  workflowFormerUser: 'a former user',
  workflowComment: 'Comment (optional)',
  workflowMoveTo: 'Move to',
  workflowMoveToStatus: 'Move to {status}',
  /** A mail of the outbox (table row view). */
  mailTo: 'To',
  mailFrom: 'From',
  mailQueued: 'Queued',
  mailStatus: 'Status',
  mailAttempts: '({n} attempts)',
  mailOneAttempt: '(1 attempt)',
  mailLastError: 'Last error',
  mailFrame: 'Mail: {subject}',
  /** A change of the change log (table row view). */
  changeWhen: 'When',
  changeWho: 'Who',
  changeActingAs: 'Acting as',
  changeDeletedUser: '(deleted user #{id})',
  changeCreated: 'Created',
  changeDeleted: 'Deleted',
  changeNothing: 'Nothing changed.',
  changeChanges: 'Changes',
}, (language) => import(`./locales/${language}/back-office.ts`));

/** A back-office message with its {placeholders} filled. */
export const fillBackOffice = fillerOf(backOfficeMessages);
