import { Tag } from 'primereact/tag';
import type { Account, Schemas } from '../../../../engine/api/types';
import { formatBoolean } from '../../../../engine/format';
import { Figure } from './Figure';

type Alerts = Schemas['Alerts'];

const ALERTS: { key: keyof Alerts; label: string }[] = [
  { key: 'delivery_reminders', label: 'Delivery Reminders' },
  { key: 'new_documents', label: 'New Documents' },
  { key: 'schedule_reminders', label: 'Schedule Reminders' },
];

/** Who owns the account on the portal and which alerts the account receives (yes/no tags). */
export function OwnerCard({ account }: { account: Account }) {
  const owner = account.account_owner;
  return (
    <section className="card overview__owner" aria-labelledby="overview-owner-title">
      <h2 id="overview-owner-title" className="card__title">
        Account Owner
      </h2>
      {owner ? (
        <dl className="figures figures--row">
          <Figure label="Name" value={owner.display_name} />
          <Figure label="Email" value={owner.email} />
          {owner.home_phone && <Figure label="Phone" value={owner.home_phone} />}
        </dl>
      ) : (
        <p className="muted">No portal user owns this account.</p>
      )}
      <h3 className="card__subtitle">Alerts</h3>
      <ul className="alert-tags">
        {ALERTS.map(({ key, label }) => (
          <li key={key}>
            <span className="alert-tags__label">{label}</span>
            <Tag value={formatBoolean(account.alerts[key])} severity={account.alerts[key] ? 'success' : undefined} className={account.alerts[key] ? undefined : 'tag--off'} rounded />
          </li>
        ))}
      </ul>
    </section>
  );
}
