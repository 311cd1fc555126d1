import { useEffect, useState } from 'react';
import { PortalDialog } from '../../frame/PortalDialog';
import { failureMessage } from '../../../engine/api/call-error';
import { formatDate, formatDateTime, formatMoney, formatStatus } from '../../../engine/format';
import { useApi } from '../../session/session-context';
import { Loading } from '../../shell/Loading';
import type { Schemas } from '../../../engine/api/types';
import './fuel-card-dialog.css';

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
    <PortalDialog visible={card !== undefined} onHide={onHide} header={card ? `Card ending in ${card.last4}` : ''} style={{ width: 'min(520px, 96vw)' }} modal dismissableMask>
      {error && (
        <p className="form-problem" role="alert">
          {error}
        </p>
      )}
      {!error && !details && <Loading label="Loading the card" />}
      {details && (
        <dl className="fuel-card-details">
          <dt>Card number</dt>
          <dd>•••• {details.last4}</dd>
          <dt>Driver</dt>
          <dd>{details.card_user_name}</dd>
          <dt>Vehicle</dt>
          <dd>{details.vehicle || 'Any vehicle'}</dd>
          <dt>Status</dt>
          <dd>{formatStatus(details.status)}</dd>
          <dt>Daily limit</dt>
          <dd>{details.daily_limit === null ? 'No limit' : formatMoney(details.daily_limit)}</dd>
          <dt>Products</dt>
          <dd>{details.products.length ? details.products.join(', ') : 'Any product'}</dd>
          <dt>Issued</dt>
          <dd>{details.issued_at ? formatDate(details.issued_at) : 'Not yet: activate the card to issue it'}</dd>
          <dt>Requested</dt>
          <dd>{formatDateTime(details.created_at)}</dd>
        </dl>
      )}
    </PortalDialog>
  );
}
