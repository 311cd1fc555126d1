import { formatDate, formatUnitPrice } from '../../../engine/format';
import { fillMailNotice, mailNoticeMessages } from '../../../engine/messages/mail-notices';
import type { LoadedTenant } from '../../tenants/load-tenants';
import { brandedMail } from '../layout';
import type { MailMessage } from '../mailer';
import { oneLine } from './text';

/** A customer's price alert met by a posted price (issue 26). */
export interface PriceAlertNotice {
  productName: string;
  threshold: number;
  price: number;
  /** YYYY-MM-DD: the day the price holds from. */
  effectiveDate: string;
}

// Worded when called: in the recipient's language (notify runs each in theirs).
const values = (notice: PriceAlertNotice) => ({
  product: oneLine(notice.productName),
  price: formatUnitPrice(notice.price),
  threshold: formatUnitPrice(notice.threshold),
  date: formatDate(notice.effectiveDate),
});

/** price.alert_triggered as a mail: the price, since when, the threshold it met, and the way to Products. Every value is escaped by brandedMail. */
export function priceAlertMail(tenant: LoadedTenant, baseUrl: string, to: string, notice: PriceAlertNotice): MailMessage {
  return brandedMail(tenant, baseUrl, {
    to,
    subject: fillMailNotice('priceAlertSubject', values(notice)),
    paragraphs: [mailNoticeMessages.hello, fillMailNotice('priceAlertBody', values(notice))],
    action: { label: mailNoticeMessages.priceAlertAction, url: `${baseUrl}/products` },
  });
}

/** price.alert_triggered as a text. */
export function priceAlertText(tenant: LoadedTenant, notice: PriceAlertNotice): string {
  const text = fillMailNotice('priceAlertText', { ...values(notice), site: oneLine(tenant.config.settings.site_name) });
  return text.length > 300 ? `${text.slice(0, 299)}…` : text;
}
