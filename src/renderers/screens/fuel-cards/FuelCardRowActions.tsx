import { Button } from 'primereact/button';
import { fuelCardActions, type FuelCardAction } from '../../../engine/fuel-cards/card-actions';
import type { FuelCard } from './use-fuel-card-commands';

const LABEL: Record<FuelCardAction, string> = { suspend: 'Suspend', activate: 'Activate', details: 'Details', remove: 'Remove' };
const ICON: Record<FuelCardAction, string> = { suspend: 'pi pi-pause', activate: 'pi pi-play', details: 'pi pi-eye', remove: 'pi pi-trash' };

/** The buttons of one card row, as the engine's rule gives them for its status (spec 1 §4, §6). */
export function FuelCardRowActions({ card, busy, onAction }: { card: FuelCard; busy: boolean; onAction: (action: FuelCardAction, card: FuelCard) => void }) {
  return (
    <>
      {fuelCardActions(card.status).map((action) => (
        <Button
          key={action}
          type="button"
          size="small"
          label={LABEL[action]}
          icon={ICON[action]}
          outlined={action !== 'activate'}
          severity={action === 'remove' ? 'danger' : action === 'suspend' ? 'warning' : undefined}
          disabled={busy && action !== 'details'}
          aria-label={`${LABEL[action]} card ending in ${card.last4}`}
          onClick={() => onAction(action, card)}
        />
      ))}
    </>
  );
}
