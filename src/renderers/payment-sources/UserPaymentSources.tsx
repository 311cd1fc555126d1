import { useMemo } from 'react';
import type { Schemas } from '../../engine/api/types';
import { mayCall } from '../../engine/layout/screen-access';
import { hasPermission } from '../../engine/layout/permissions';
import { sourceLabel } from '../../engine/payments/source-label';
import { usePermissions } from '../session/permissions-context';
import { Loading } from '../shell/Loading';
import { useRecord } from '../schema-form/use-record';
import './user-sources.css';
import { accountCardMessages as t, fillAccountCard } from '../../engine/messages/account-cards';

type PaymentSource = Schemas['PaymentSource'];

/**
 * A customer's saved cards and bank accounts as staff see them (getPaymentSourcesForUser, which
 * lets staff holding users:read see them), masked by the server to the last 4 digits. Read-only:
 * staff change a customer's sources only by logging in as the customer. Shown on Edit User and,
 * for the account's portal user, on the staff account screen.
 */
export function UserPaymentSources({ userId, title = t.savedSources }: { userId: number; title?: string }) {
  const { permissions } = usePermissions();
  // The operation is open to any signed-in caller; for staff the server asks for users:read.
  const allowed = mayCall(permissions, 'getPaymentSourcesForUser') && hasPermission(permissions, 'users:read');
  const values = useMemo(() => ({ id: userId }), [userId]);
  const { record: sources, error, loading } = useRecord<PaymentSource[]>(allowed ? 'getPaymentSourcesForUser' : undefined, values);
  if (!allowed) return null;
  return (
    <section className="card user-sources" aria-label={title}>
      <h2>{title}</h2>
      {loading && !sources && <Loading label={t.loadingSavedSources} />}
      {error && (
        <p className="form-problem" role="alert">
          {error}
        </p>
      )}
      {sources && sources.length === 0 && <p>{t.noSavedSources}</p>}
      {sources && sources.length > 0 && (
        <ul className="user-sources__list">
          {sources.map((source) => (
            <li key={source.payment_id}>
              <strong>{source.label ?? sourceLabel(source.brand, source.last4)}</strong>
              {source.name && <span> · {source.name}</span>}
              {source.cc_exp && <span> · {fillAccountCard(source.is_expired ? 'sourceExpired' : 'sourceExpires', { date: source.cc_exp })}</span>}
              {source.is_default && <span className="user-sources__tag"> · {t.sourceDefault}</span>}
              {source.autopay_account_ids?.length ? <span> · {fillAccountCard('autopayFor', { accounts: source.autopay_account_ids.join(', ') })}</span> : null}
            </li>
          ))}
        </ul>
      )}
      <small>{t.sourcesReadOnly}</small>
    </section>
  );
}
