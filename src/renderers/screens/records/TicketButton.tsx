import type { Schemas } from '../../../engine/api/types';
import { messages } from '../../../engine/messages/catalogue';
import { useApi } from '../../session/session-context';
import { FileButton } from '../../table/FileButton';
import { tableControlMessages as t, fillTableControl } from '../../../engine/messages/table-controls';

type Delivery = Schemas['Delivery'];

/** A delivery row's Download (spec 1 §6 ticket actions): the ticket PDF the server draws. */
export function TicketButton({ delivery }: { delivery: Delivery }) {
  const api = useApi();
  return (
    <FileButton
      label={t.download}
      ariaLabel={fillTableControl('downloadTicket', { ticket: delivery.ticket_number })}
      done={messages.ticketDownloaded}
      fetchFile={() => api.fileNamed('getDeliveryTicket', { account_id: delivery.account_id, delivery_id: delivery.delivery_id }, `ticket-${delivery.ticket_number}.pdf`)}
    />
  );
}
