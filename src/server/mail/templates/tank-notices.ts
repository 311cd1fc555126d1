import type { components } from '../../../../openapi/generated/tenant-api';
import { formatPercent } from '../../../engine/format';
import { fillMailNotice, mailNoticeMessages } from '../../../engine/messages/mail-notices';
import { tankWords } from '../../../engine/tanks/tank-words';
import type { LoadedTenant } from '../../tenants/load-tenants';
import { brandedMail } from '../layout';
import type { MailMessage } from '../mailer';
import { oneLine } from './text';

type TankForecast = components['schemas']['TankForecast'];

/** A tank at or under the tenant's reorder level, as the forecast of its account has it. */
export interface TankLowNotice {
  accountId: string;
  tank: TankForecast;
  reorderPercent: number;
}

const values = (notice: TankLowNotice) => ({
  tank: oneLine(notice.tank.drop_name),
  product: oneLine(notice.tank.product_name),
  account: oneLine(notice.accountId),
  percent: formatPercent(Math.round(notice.tank.level?.percent.likely ?? 0)),
  reorder: formatPercent(notice.reorderPercent),
});

/**
 * tank.low as a mail (issue 26): how low the tank is by the forecast, what that forecast starts
 * from (the tank card's own words: a monitor's reading, the customer's, or the last delivery), and
 * the way to the account to order. Every value is escaped by brandedMail.
 */
export function tankLowMail(tenant: LoadedTenant, baseUrl: string, to: string, notice: TankLowNotice): MailMessage {
  const basis = tankWords(notice.tank).basis;
  return brandedMail(tenant, baseUrl, {
    to,
    subject: fillMailNotice('tankLowSubject', values(notice)),
    paragraphs: [mailNoticeMessages.hello, fillMailNotice('tankLowBody', values(notice)), ...(basis ? [basis] : [])],
    action: { label: mailNoticeMessages.tankLowAction, url: `${baseUrl}/accounts/${encodeURIComponent(notice.accountId)}` },
  });
}

/** tank.low as a text. */
export function tankLowText(tenant: LoadedTenant, notice: TankLowNotice): string {
  const text = fillMailNotice('tankLowText', { ...values(notice), site: oneLine(tenant.config.settings.site_name) });
  return text.length > 300 ? `${text.slice(0, 299)}…` : text;
}
