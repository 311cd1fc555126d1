import { messageSet } from './message-set';
import { fillerOf } from './catalogue';

/**
 * (not in the spec: issue 26) The words of a delivery's status: its steps and the reasons a driver
 * could not deliver, the day and window in plain words, the customer's deliveries card with its
 * timeline and proof, the notices of each step (mail and text) and why a step
 * is refused. Apart from the catalogue: only those screens, the mails and the import load them.
 */
export const deliveryStatusMessages = messageSet({
  // Statuses.
  statusReceived: 'Order received',
  statusScheduled: 'Scheduled',
  statusOnTruck: 'On the truck today',
  statusDelivered: 'Delivered',
  statusNotDelivered: 'Could not deliver',
  // Why a driver could not deliver.
  reasonBlockedAccess: 'The way to the tank was blocked',
  reasonLockedGate: 'The gate was locked',
  reasonDog: 'A dog kept the driver from the tank',
  reasonNoFillAccess: 'The driver could not reach the fill pipe',
  reasonWeather: 'The weather made the delivery unsafe',
  reasonOther: 'Another reason',
  // The day and window in plain words.
  onDay: 'on {day}',
  onDayBetween: 'on {day}, between {start} and {end}',
  between: 'between {start} and {end}',
  deliveredWhen: '{gallons} delivered {when}, ticket {ticket}',
  // The customer's card.
  deliveriesTitle: 'Deliveries',
  loadingDeliveries: 'Loading your deliveries',
  orderTitle: 'Fuel order {order}',
  automaticTitle: 'Automatic delivery to {tank}',
  timelineTitle: 'What happened so far',
  stepBySupplier: 'by our dispatch',
  stepByStaff: 'by our office',
  stepByPortal: 'online',
  stepLate: '(arrived late, not applied)',
  proofLink: 'Delivery ticket {ticket} (PDF)',
  proofPending: 'The delivery ticket will show here once our office has it.',
  // Notices of each step (mail and text).
  noticeSubject: '{title}: {status}',
  noticeScheduled: 'Your delivery ({what}) is scheduled {when}.',
  noticeOnTruck: 'Your delivery ({what}) is on the truck today{window}.',
  noticeOnTruckWindow: ', expected between {start} and {end}',
  noticeDelivered: 'We delivered {gallons} ({what}) {when}. Ticket {ticket}.',
  noticeNotDelivered: 'We could not deliver ({what}): {reason}.',
  noticeNote: 'Note from the driver: {note}',
  noticeReceived: 'We received your order ({what}).',
  noticeAction: 'See your delivery',
  noticeText: '{site}: {body}',
  // Why a step is refused.
  problemRequired: 'is required for this status',
  problemWindowBothEnds: 'a window needs both its start and its end',
  problemWindowOrder: 'must be after the window start',
  problemNotForStatus: 'is only given when the delivery could not be made',
  problemOtherDelivery: 'is a step of another delivery: a step stays with its delivery and account (send the new one under an id of its own)',
  problemStepKept: 'differs from what this step first said: its status and time stay (send a new step under an id of its own)',
  problemInFuture: 'is later than now: a step is sent once it happened',
  deliveryFinished: 'This delivery was delivered: it takes no further step.',
  deliveryStepLate: 'This delivery is past that step already: choose its next one.',
}, (language) => import(`./locales/${language}/delivery-status.ts`));

/** A delivery status message with its {placeholders} filled. */
export const fillDeliveryStatus = fillerOf(deliveryStatusMessages);
