import { useState } from 'react';
import { Button } from 'primereact/button';
import { failureMessage } from '../../../engine/api/call-error';
import type { Schemas } from '../../../engine/api/types';
import { messages } from '../../../engine/messages/catalogue';
import { useToast } from '../../feedback/toast-context';
import { useApi } from '../../session/session-context';
import { saveFile } from './save-file';

type Delivery = Schemas['Delivery'];

/**
 * A delivery row's Download (spec 1 §6 ticket actions): the ticket PDF the server draws, saved
 * under the server's file name. The file travels through the API client: it needs the session key.
 */
export function TicketButton({ delivery }: { delivery: Delivery }) {
  const api = useApi();
  const toast = useToast();
  const [running, setRunning] = useState(false);

  const download = async () => {
    setRunning(true);
    try {
      saveFile(await api.fileNamed('getDeliveryTicket', { account_id: delivery.account_id, delivery_id: delivery.delivery_id }, `ticket-${delivery.ticket_number}.pdf`));
      toast.success(messages.ticketDownloaded);
    } catch (failure) {
      toast.error(failureMessage(failure));
    } finally {
      setRunning(false);
    }
  };

  return (
    <Button
      type="button"
      size="small"
      outlined
      icon={running ? 'pi pi-spin pi-spinner' : 'pi pi-download'}
      label="Download"
      aria-label={`Download ticket ${delivery.ticket_number}`}
      disabled={running}
      onClick={() => void download()}
    />
  );
}
