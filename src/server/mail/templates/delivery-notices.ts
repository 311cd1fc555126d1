import type { components } from '../../../../openapi/generated/tenant-api';
import { formatDate, formatQuantity } from '../../../engine/format';
import { deliveryStatusMessages as m, fillDeliveryStatus } from '../../../engine/messages/delivery-status';
import { mailNoticeMessages } from '../../../engine/messages/mail-notices';
import { deliveryTitle, reasonWords, statusWords, timeWords, whenWords } from '../../../engine/deliveries/delivery-words';
import type { LoadedTenant } from '../../tenants/load-tenants';
import { brandedMail } from '../layout';
import type { MailMessage } from '../mailer';
import { oneLine } from './text';

type TrackedDelivery = components['schemas']['TrackedDelivery'];

/** The delivery's name in a notice (its tank's name on one line: it goes in a subject). */
const titleOf = (d: TrackedDelivery): string => oneLine(deliveryTitle(d));

/** What is delivered: the tank and its product. */
const whatOf = (d: TrackedDelivery) => oneLine([d.drop_name, d.product_name].filter(Boolean).join(' · ')) || titleOf(d);

/** The step's news in one sentence (the mail's paragraph and the text's body). */
function bodyOf(d: TrackedDelivery): string {
  const what = whatOf(d);
  switch (d.status) {
    case 'received':
      return fillDeliveryStatus('noticeReceived', { what });
    case 'scheduled':
      return fillDeliveryStatus('noticeScheduled', { what, when: whenWords(d.scheduled_date!, d.window_start, d.window_end) });
    case 'on_truck': {
      const window = d.window_start && d.window_end ? fillDeliveryStatus('noticeOnTruckWindow', { start: timeWords(d.window_start), end: timeWords(d.window_end) }) : '';
      return fillDeliveryStatus('noticeOnTruck', { what, window });
    }
    case 'delivered':
      return fillDeliveryStatus('noticeDelivered', { what, gallons: formatQuantity(d.gallons), when: formatDate(d.delivered_at), ticket: oneLine(d.ticket_number ?? '') });
    case 'not_delivered':
      return fillDeliveryStatus('noticeNotDelivered', { what, reason: d.reason ? reasonWords(d.reason) : '' });
  }
}

const noteOf = (d: TrackedDelivery) => (d.note ? fillDeliveryStatus('noticeNote', { note: oneLine(d.note) }) : undefined);

/** A delivery's new step as a mail (issue 26): what happened, the driver's note, and the way to the account's deliveries. Values are escaped by brandedMail. */
export function deliveryStepMail(tenant: LoadedTenant, baseUrl: string, to: string, d: TrackedDelivery): MailMessage {
  const note = noteOf(d);
  return brandedMail(tenant, baseUrl, {
    to,
    subject: fillDeliveryStatus('noticeSubject', { title: titleOf(d), status: statusWords(d.status) }),
    paragraphs: [mailNoticeMessages.hello, bodyOf(d), ...(note ? [note] : [])],
    action: { label: m.noticeAction, url: `${baseUrl}/accounts/${encodeURIComponent(d.account_id)}` },
  });
}

/** A delivery's new step as a text (at most 300 characters). */
export function deliveryStepText(tenant: LoadedTenant, d: TrackedDelivery): string {
  const text = fillDeliveryStatus('noticeText', { site: oneLine(tenant.config.settings.site_name), body: bodyOf(d) });
  return text.length > 300 ? `${text.slice(0, 299)}…` : text;
}
