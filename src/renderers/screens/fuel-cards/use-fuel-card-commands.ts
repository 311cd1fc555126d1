import { useState } from 'react';
import { failureMessage } from '../../../engine/api/call-error';
import type { Schemas } from '../../../engine/api/types';
import { messageText } from '../../../engine/messages/catalogue';
import type { ResolvedScreen } from '../../../engine/layout';
import { useToast } from '../../feedback/toast-context';
import { useApi } from '../../session/session-context';

export type FuelCard = Schemas['FuelCard'];

/** Suspend, activate and remove from the card table, each ending in the layout's toast (or the refusal's "(status) detail"). */
export function useFuelCardCommands(screen: ResolvedScreen, onChanged: () => void) {
  const api = useApi();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const said = (key: string, fallback: string) => messageText(screen.messages?.[key] ?? fallback);

  async function run(call: () => Promise<unknown>, success: string): Promise<void> {
    setBusy(true);
    try {
      await call();
      toast.success(success);
    } catch (error) {
      toast.error(failureMessage(error));
    } finally {
      setBusy(false);
      // A refusal may mean the card changed elsewhere: show it as it now is either way.
      onChanged();
    }
  }

  const path = (card: FuelCard) => ({ path: { account_id: card.account_id, card_id: card.card_id } });
  return {
    busy,
    suspend: (card: FuelCard) => run(() => api.data('suspendFuelCard', path(card)), said('suspended', 'fuelCardSuspended')),
    activate: (card: FuelCard) => run(() => api.data('activateFuelCard', path(card)), said('activated', 'fuelCardActivated')),
    remove: (card: FuelCard) => run(() => api.data('removeFuelCard', path(card)), said('removed', 'fuelCardRemoved')),
  };
}
