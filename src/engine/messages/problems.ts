import { messageSet } from './message-set';
import { fillerOf } from './catalogue';

/**
 * (not in the spec, except where a key says so) The server's refusals: the `detail` of a problem
 * answer and the message at its fields, worded once here so that a locale translates them; the
 * error_code stays the server's. Only the server words them (it imports this module; the engine
 * never imports the server); a screen shows the detail as it came. The spec's own wording of a
 * refusal stays in the catalogue (Value missing, Unauthorized, …) and is reused from there.
 */
export const problemMessages = messageSet({
  // The whole API.
  unknownTenant: 'Unknown tenant',
  /** Spec 2 §8. */
  invalidCredentials: 'Invalid username or password',
  forbidden: 'You do not have permission to do this',
  internalError: 'Something went wrong.',
  /** "{what} not found", by what was looked for. */
  notFoundResource: 'Resource not found',
  notFoundAccount: 'Account not found',
  notFoundAccessRequest: 'Access request not found',
  notFoundAccountApplication: 'Account application not found',
  notFoundCreditApplication: 'Credit application not found',
  notFoundAddress: 'Address not found',
  notFoundApiKey: 'API key not found',
  notFoundConfigDocument: 'Configuration document not found',
  notFoundDelivery: 'Delivery not found',
  notFoundDocument: 'Document not found',
  notFoundDraft: 'Draft not found',
  notFoundDrop: 'Drop not found',
  notFoundFile: 'File not found',
  notFoundForm: 'Form not found',
  notFoundFuelCard: 'Fuel card not found',
  notFoundImage: 'Image not found',
  notFoundLogo: 'Logo not found',
  notFoundLogoOrImage: 'Logo or image not found',
  notFoundPayment: 'Payment not found',
  notFoundPaymentSource: 'Payment source not found',
  notFoundRole: 'Role not found',
  notFoundSensitiveAnswer: 'Sensitive answer not found',
  notFoundUser: 'User not found',
  notFoundVersion: 'Version not found',
  notFoundWebhookDelivery: 'Webhook delivery not found',
  notFoundWebhookEndpoint: 'Webhook endpoint not found',
  notFoundWorkflowItem: 'Workflow item not found',
  notFoundOperation: 'Operation not found',
  notFoundPage: 'Page not found',
  notFoundImport: 'No import job has this id.',
  // Requests the server cannot read.
  notAfterDate: 'is not a date and time between 1970 and 9999',
  notBefore9999: 'is not a date and time before 9999',
  notAnInstant: 'is not a date and time that exists',
  mustBeInFuture: 'must be in the future',
  /** A field's problem where the schema's check has no words of its own. */
  isInvalid: 'is invalid',
  notAFieldOfForm: 'is not a field of this form',
  mustBeOneOf: 'Must be one of: {choices}',
  relationshipMustBeOneOf: 'Relationship must be one of: {choices}',
  unknownChoice: 'Unknown {what} "{value}". Choose one of: {choices}.',
  whatInquiryType: 'inquiry type',
  whatDepartment: 'department',
  whatTransactionType: 'transaction type',
  unknownRole: 'Unknown role "{role}". Choose one of: {roles}.',
  invalidCursorFeed: 'The cursor is not one this feed gave; start again without `after`',
  notACursorOfFeed: 'is not a cursor of this feed',
  invalidCursor: 'The cursor is not valid: pass the next_cursor of the previous page unchanged',
  cursorOtherSort: 'The cursor was made for sort={sort}&order={order}, not sort={wantedSort}&order={wantedOrder}: start again from page 0 without a cursor',
  cursorOtherPage: 'The cursor leads to page {page}, not page {wantedPage}',
  idempotencyKeyMissing: 'Send an Idempotency-Key header (8–100 letters, digits, _ . : -), one per attempt.',
  idempotencyKeyReused: 'This Idempotency-Key was already used for a different request. Send a new key for a new request.',
  idempotencyKeyBusy: 'A request with this Idempotency-Key is still being processed. Retry shortly with the same key.',
  gatewayUnavailable: 'The payment service did not answer. Nothing was charged twice: try again with the same request.',
  apiKeyNotAccepted: 'API keys are accepted only on the integration operations; sign in for this one',
  apiKeyInvalid: 'The API key is unknown, revoked or expired',
  apiKeyMissingScope: 'The API key does not have the scope {scope}',
  nothingToUpdate: 'Send account_status (with an optional comment) or email (with an optional update_user).',
  // Files.
  oneFileOnly: 'Upload one file at a time.',
  notAnUploadField: 'body/{field} is not a field of this upload; send the file as "{upload}".',
  fileTooLarge: 'The file is larger than {mb} MB.',
  badMultipart: 'The upload could not be read as multipart/form-data.',
  noMultipartBody: 'This operation takes no multipart body.',
  noSuchBody: 'This operation takes no such body.',
  uploadCutOff: 'The upload was cut off.',
  importFormatBody: 'format={format} needs the body sent as {mediaType}.',
  importBody: 'Send the file as the request body, as application/x-ndjson or text/csv.',
  pdfBody: 'Send the PDF itself as the request body, as application/pdf.',
  notAPdf: 'The file is not a PDF: a PDF starts with %PDF-.',
  sendOneImage: 'Send one image as multipart/form-data in the field "{field}".',
  emptyFile: 'The file is empty.',
  notAnImage: 'Only images may be uploaded (PNG, JPEG, GIF, WebP or SVG).',
  imageExtensionMismatch: "The file's name says {claimed} but its content is {actual}: the extension must match the image.",
  imageNoPixels: 'The image has no pixels.',
  imageTooLarge: 'The image is {width}×{height} pixels; at most {max}×{max} is allowed.',
  imageMarkup: 'The image carries markup (HTML or script) inside it: only plain images may be uploaded.',
  /** "{name} is shown as the header logo and a promotional image. …" */
  assetInUse: '{name} is shown as {uses}. Choose another in App Settings or Promotional Images before deleting it.',
  assetUsesJoin: ' and ',
  // Users, sessions and identity.
  emailNotVerified: 'Your email address is not verified yet. Use the link in the email we sent you, then log in.',
  invalidResetKey: 'This password reset link is invalid, already used or expired. Please ask for a new one with Forgot Password.',
  invalidClaimCode: 'This code is not right, or it has expired or was already used. Check the code, or start over to get a new one.',
  accountAlreadyRegistered: 'This account already has portal access. Log in, or use Forgot Password if you do not remember the password.',
  emailInUse: 'A user with this email address already exists. Log in, or use Forgot Password if you do not remember the password.',
  wrongCurrentPassword: 'Your current password is not correct.',
  passwordChangeWhileImpersonating: "A user's password cannot be changed while logged in as that user.",
  userExists: 'A user with this email already exists.',
  cannotDeleteSelf: 'You cannot delete your own user.',
  cannotSignOutSelf: 'You cannot sign yourself out everywhere here: use Log out.',
  ownRole: 'You cannot change your own role.',
  adminOnly: 'Only an Admin may create, change or delete an Admin.',
  roleAboveYours: 'Your role ({yours}) may not create, change or delete a {role}.',
  unknownAccount: 'No such account: {accounts}',
  alreadyImpersonating: 'You are already logged in as another user. Return to your own account first.',
  notACustomer: 'Login As is only for customers; a {role} user cannot be logged in as.',
  userNotConfirmed: 'This user has not confirmed their email address yet. Confirm the user first.',
  alreadyResolved: 'This request was already {status}.',
  // Payments, sources and orders.
  paymentTypeNotAccepted: 'This supplier does not accept {types}.',
  typesCards: 'cards',
  typesBankAccounts: 'bank accounts',
  refundAtMost: 'At most {amount} of ticket {ticket} is left to refund.',
  refundPaymentShort: 'That payment has not enough left to refund.',
  refundNoPayment: 'No payment of this account has enough left to refund.',
  accountNotPayable: 'Payments cannot be made on this account online. Please contact us.',
  storedSourcesDisabled: 'This supplier does not keep saved payment sources: enter your card or bank account when you pay.',
  autopayDisabled: 'This supplier does not offer autopay.',
  sourceExpiredAutopay: 'This card has expired. Choose another payment source for autopay.',
  sourceExpiredOrder: 'This card has expired. Choose another payment method.',
  guestAccountNotFound: 'We could not find an account with that account number and ZIP code.',
  guestPaymentDisabled: 'Payments without signing in are not available here. Please log in to pay.',
  guestEmailInvalid: 'Please enter a valid email address',
  accountNotOrdering: 'Fuel cannot be ordered on this account.',
  fuelCardNotIssued: 'A pending card has not been activated yet, so it cannot be suspended. Activate it first.',
  // Everything else.
  addressProviderUnavailable: 'Address suggestions are not available right now. Please type the address.',
  answerUnreadable: 'This answer cannot be decrypted with the current key',
  alreadyDelivered: 'This event was delivered: it is never sent to the endpoint twice.',
  beingSent: 'This delivery is being sent right now.',
  webhookEndpointLimit: 'At most {n} webhook endpoints can be enabled. Disable or delete one first.',
  statusChanged: 'This item is now {status}: someone moved it first.',
  // Tank readings (issue 26).
  unknownTank: 'No tank has the id {id}.',
  readingInFuture: 'A reading cannot be dated in the future.',
  readingTooOld: 'A reading more than a year old cannot be entered.',
  awayInvalidDate: 'Enter the dates as calendar dates.',
  awayNotFuture: 'The away period must start after today.',
  awayEndsBeforeStart: 'The return date cannot be before the first day away.',
  awayTooLong: 'An away period can last at most a year.',
  awayTooFarAhead: 'An away period must start within the next year.',
  accessNotesMissing: 'Give at least one note for the driver.',
  // Approving a tank request whose tank the supplier's import has since moved to another account.
  tankNotOnAccount: 'Tank {tank} is no longer on account {account}: this request cannot change it. Decline it instead.',
}, (language) => import(`./locales/${language}/problems.ts`));

export type ProblemMessageKey = keyof typeof problemMessages;

/** What a 404 may say was not found: `notFound('PaymentSource')` reads `notFoundPaymentSource`. */
export type NotFoundWhat = ProblemMessageKey extends infer Key ? (Key extends `notFound${infer What}` ? What : never) : never;

/** A refusal's words with its {placeholders} filled. */
export const fillProblem = fillerOf(problemMessages);
