import { messageSet } from './message-set';
import { fillerOf } from './catalogue';

/**
 * (not in the spec, which names the mails only) The words of the notices the portal mails and
 * texts about what happened: orders, payments, receipts, autopay, applications, inquiries, a
 * workflow item's move, a disabled webhook endpoint. Only the server words them; the login
 * mails are mail-identity.ts.
 */
export const mailNoticeMessages = messageSet({
  hello: 'Hello,',
  // Orders.
  orderCreatedSubject: 'New fuel order #{id} on account {account}',
  orderCreatedBody: 'A fuel order (request #{id}) was placed on account {account}: {summary}, {price}.',
  orderCreatedAction: 'Open the orders queue',
  orderCreatedText: '{site}: fuel order #{id} on account {account} received ({summary}).',
  orderConfirmationSubject: 'Fuel order #{id} received',
  orderConfirmationBody: 'We received your fuel order #{id} for account {account}.',
  orderTank: 'Tank: {tank} ({product}) at {address}',
  orderFill: 'Order: Fill the tank',
  orderGallons: 'Order: {gallons} gallons',
  orderExtras: 'Extras: {extras}',
  orderTotal: 'Total price: {total}',
  orderPayment: 'Payment: {payment}',
  orderInstructions: 'Special instructions: {text}',
  viewAccount: 'View your account',
  // Payments.
  paymentMadeSubject: 'Payment of {amount} received',
  paymentMadeBody: 'A payment of {amount} from {source} was received on account {account}. Thank you.',
  paymentMadeText: '{site}: payment of {amount} received on account {account}. Thank you.',
  paymentFailedSubject: 'Payment of {amount} was not accepted',
  paymentFailedBody: 'A payment of {amount} from {source} on account {account} was not accepted.',
  paymentFailedBodyReason: 'A payment of {amount} from {source} on account {account} was not accepted: {reason}',
  paymentFailedAdvice: 'No money was taken. Please try again with another payment method or contact us.',
  paymentFailedText: '{site}: payment of {amount} on account {account} was not accepted. No money was taken.',
  receiptSubject: 'Payment receipt {number} - {site}',
  receiptThanks: 'Thank you. We received your payment of {amount} on account {account}.',
  receiptPaidWith: 'Paid with {source}; fee {fee}; total charged {total}. Receipt number {number}.',
  receiptPending: 'The payment shows as pending until it settles. Your receipt is attached as a PDF.',
  autopayFailedSubject: 'Autopay payment failed on account {account} - {site}',
  autopayFailedBody: 'We could not charge the autopay payment for statement {statement} on account {account}.',
  autopayFailedBodyAmount: 'We could not charge the autopay payment of {amount} for statement {statement} on account {account}.',
  autopayFailedReason: 'Reason: {reason}',
  autopayFailedAdvice: 'Please sign in and pay this bill yourself, and check the payment method your autopay uses.',
  // Applications.
  applicationCredit: 'Residential Credit Application',
  applicationResidential: 'Residential Application',
  applicationAdditionalAccount: 'application for another account',
  applicationSubject: 'We received your {title} (#{id})',
  applicationDear: 'Dear {name},',
  applicant: 'applicant',
  applicationBody: 'Thank you for your {title} to {site}. Its reference is #{id}. Our staff will review it and contact you.',
  applicationQuestions: 'If you have questions, write to {email}.',
  applicationIgnore: 'If you did not apply, you can ignore this message.',
  // Inquiries.
  inquirySubject: '{type} inquiry #{id} from {name}',
  inquirySubjectWith: '{type} inquiry #{id} from {name}: {subject}',
  inquiryBody: "{name} sent a message through {site}. Reply to {email}; the inquiry also waits for staff in the portal's inquiries.",
  lineDepartment: 'Department: {value}',
  lineType: 'Type: {value}',
  lineAccount: 'Account: {value}',
  lineEmail: 'Email: {value}',
  linePhone: 'Phone: {value}',
  lineSubject: 'Subject: {value}',
  lineMessage: 'Message: {value}',
  notGiven: 'not given',
  // A workflow item's move.
  statusSubject: '{type} #{id} is now {status}',
  statusBody: 'Your {type} (request #{id}) with {site} is now: {status}.',
  // The same, naming what the item is about (a tank request's tank, an enrolment's program, an inquiry's subject).
  statusBodyAbout: 'Your {type} about {about} (request #{id}) with {site} is now: {status}.',
  statusComment: 'Comment: {comment}',
  statusReply: 'Reply to this mail or contact us if you have any question.',
  statusText: '{site}: your {type} #{id} is now {status}.',
  statusTextAbout: '{site}: your {type} #{id} about {about} is now {status}.',
  // A disabled webhook endpoint.
  webhookSubject: 'Webhook endpoint #{id} was disabled',
  webhookBody: 'Every delivery to the webhook endpoint {url} (#{id}) of {site} has failed for three days, so it was disabled.',
  webhookLastAnswer: 'Its last answer: {answer}.',
  webhookNone: 'none',
  webhookAdvice:
    'Events keep being recorded. Once the receiver works again, re-enable the endpoint under Integrations → Webhooks: it receives the events it missed, in order, and you can re-send the deliveries that failed.',
  // A tank at or under the reorder level (tank.low, issue 26).
  tankLowSubject: '{tank} is running low',
  tankLowBody: '{tank} ({product}) on account {account} is at about {percent} by our forecast, at or under the reorder level of {reorder}. Order now so it does not run out.',
  tankLowAction: 'Order fuel',
  tankLowText: '{site}: {tank} on account {account} is at about {percent}, time to order fuel.',
  // A customer's price alert met by a posted price (price.alert_triggered, issue 26).
  priceAlertSubject: '{product} is at {price} a gallon',
  priceAlertBody: 'The posted price of {product} is {price} a gallon from {date}, at or below the {threshold} you asked us to watch for. We will tell you again if it goes back above and comes down again.',
  priceAlertAction: 'Order fuel',
  priceAlertText: '{site}: {product} is at {price} a gallon from {date}, at or below your alert of {threshold}.',
}, (language) => import(`./locales/${language}/mail-notices.ts`));

/** A notice's words with their {placeholders} filled. */
export const fillMailNotice = fillerOf(mailNoticeMessages);
