import { useEffect, useState } from 'react';
import { PortalDialog } from '../../frame/PortalDialog';
import { failureMessage } from '../../../engine/api/call-error';
import { formatDate, formatDateTime, formatMoney, formatStatus } from '../../../engine/format';
import { useApi } from '../../session/session-context';
import { Loading } from '../../shell/Loading';
import type { Schemas } from '../../../engine/api/types';
import './fuel-card-dialog.css';
import { accountCardMessages as t, fillAccountCard } from '../../../engine/messages/account-cards';

type FuelCard = Schemas['FuelCard'];

/** A card's details, read afresh (getFuelCard) when the dialog opens: what the row shows and the rest. */
export function FuelCardDialog({ card, onHide }: { card?: FuelCard; onHide: () => void }) {
  const api = useApi();
  const [details, setDetails] = useState<FuelCard>();
  const [error, setError] = useState<string>();

  useEffect(() => {
    if (!card) return;
    let current = true;
    setDetails(undefined);
    setError(undefined);
    api.data('getFuelCard', { path: { account_id: card.account_id, card_id: card.card_id } }).then(
      (answer) => current && setDetails(answer),
      (failure: unknown) => current && setError(failureMessage(failure)),
    );
    return () => {
      current = false;
    };
  }, [api, card]);

  return (
    <PortalDialog visible={card !== undefined} onHide={onHide} header={card ? fillAccountCard('cardEndingIn', { last4: card.last4 }) : ''} style={{ width: 'min(520px, 96vw)' }} modal dismissableMask>
      {error && (
        <p className="form-problem" role="alert">
          {error}
        </p>
      )}
      {!error && !details && <Loading label={t.loadingCard} />}
      {details && (
        <dl className="fuel-card-details">
          <dt>{t.cardNumber}</dt>
          <dd>•••• {details.last4}</dd>
          <dt>{t.driver}</dt>
          <dd>{details.card_user_name}</dd>
          <dt>{t.vehicle}</dt>
          <dd>{details.vehicle || t.anyVehicle}</dd>
          <dt>{t.status}</dt>
          <dd>{formatStatus(details.status)}</dd>
          <dt>{t.dailyLimit}</dt>
          <dd>{details.daily_limit === null ? t.noLimit : formatMoney(details.daily_limit)}</dd>
          <dt>{t.products}</dt>
          <dd>{details.products.length ? details.products.join(', ') : t.anyProduct}</dd>
          <dt>{t.issued}</dt>
          <dd>{details.issued_at ? formatDate(details.issued_at) : t.notIssued}</dd>
          <dt>{t.requested}</dt>
          <dd>{formatDateTime(details.created_at)}</dd>
        </dl>
      )}
    </PortalDialog>
  );
}
