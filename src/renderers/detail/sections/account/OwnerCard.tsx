import { Tag } from 'primereact/tag';
import type { Account, Schemas } from '../../../../engine/api/types';
import { formatBoolean } from '../../../../engine/format';
import { Figure } from './Figure';
import { accountCardMessages as t } from '../../../../engine/messages/account-cards';

type Alerts = Schemas['Alerts'];

/** Each alert with its label's message key (read at render, in the reader's language). */
const ALERTS: { key: keyof Alerts; labelKey: keyof typeof t }[] = [
  { key: 'delivery_reminders', labelKey: 'alertDeliveryReminders' },
  { key: 'new_documents', labelKey: 'alertNewDocuments' },
  { key: 'schedule_reminders', labelKey: 'alertScheduleReminders' },
];

/** Who owns the account on the portal and which alerts the account receives (yes/no tags). */
export function OwnerCard({ account }: { account: Account }) {
  const owner = account.account_owner;
  return (
    <section className="card overview__owner" aria-labelledby="overview-owner-title">
      <h2 id="overview-owner-title" className="card__title">
        {t.accountOwner}
      </h2>
      {owner ? (
        <dl className="figures figures--row">
          <Figure label={t.ownerName} value={owner.display_name} />
          <Figure label={t.emailLabel} value={owner.email} />
          {owner.home_phone && <Figure label={t.ownerPhone} value={owner.home_phone} />}
        </dl>
      ) : (
        <p className="muted">{t.noOwner}</p>
      )}
      <h3 className="card__subtitle">{t.alerts}</h3>
      <ul className="alert-tags">
        {ALERTS.map(({ key, labelKey }) => (
          <li key={key}>
            <span className="alert-tags__label">{t[labelKey]}</span>
            <Tag value={formatBoolean(account.alerts[key])} severity={account.alerts[key] ? 'success' : undefined} className={account.alerts[key] ? undefined : 'tag--off'} rounded />
          </li>
        ))}
      </ul>
    </section>
  );
}
