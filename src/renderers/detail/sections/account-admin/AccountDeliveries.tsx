import { useState } from 'react';
import { Button } from 'primereact/button';
import type { Schemas } from '../../../../engine/api/types';
import { mayCall } from '../../../../engine/layout/screen-access';
import { usePermissions } from '../../../session/permissions-context';
import type { TableColumn } from '../../../table/cell-value';
import { RowFileButton } from '../../../table/RowFileButton';
import { AccountListSection } from './AccountListSection';
import { RefundDialog } from './RefundDialog';
import { useAccountList } from './use-account-list';
import { accountCardMessages as t, fillAccountCard } from '../../../../engine/messages/account-cards';

type Delivery = Schemas['Delivery'];

/** The tickets' columns, headed in the reader's language (a function: the words are read at render). */
const columns = (): readonly TableColumn[] => [
  { field: 'delivery_date', header: t.columnDate, format: 'date' },
  { field: 'ticket_number', header: t.columnTicket },
  { field: 'drop_name', header: t.tank },
  { field: 'product_name', header: t.product },
  { field: 'quantity', header: t.columnQuantity, format: 'quantity' },
  { field: 'amount', header: t.columnAmount, format: 'money' },
];

/**
 * The account's delivery tickets with their actions (spec 1 §6 "Download and Refund"): Download
 * for every staff user; Refund only for a role the refund operation's x-permission admits
 * (payments:refund). A refund reloads the lists (the payment's refunded amount changes).
 */
export function AccountDeliveries({ accountId, reloadToken, onRefunded }: { accountId: string; reloadToken: number; onRefunded: () => void }) {
  const list = useAccountList<Delivery>('listAccountDeliveries', accountId, reloadToken);
  const mayRefund = mayCall(usePermissions().permissions, 'refundDeliveryTicket');
  const [refunding, setRefunding] = useState<Delivery>();
  return (
    <>
      <AccountListSection
        title={t.deliveryTickets}
        empty={t.noDeliveries}
        columns={columns()}
        {...list}
        rowKey={(delivery) => delivery.delivery_id}
        actions={(delivery) => (
          <>
            <RowFileButton operationId="getDeliveryTicket" row={delivery} label={t.download} rowName={fillAccountCard('ticketOf', { ticket: delivery.ticket_number })} done="ticketDownloaded" />
            {mayRefund && <Button type="button" size="small" outlined severity="danger" icon="pi pi-replay" label={t.refund} aria-label={fillAccountCard('refundTicket', { ticket: delivery.ticket_number })} onClick={() => setRefunding(delivery)} />}
          </>
        )}
      />
      {refunding && <RefundDialog delivery={refunding} onHide={() => setRefunding(undefined)} onRefunded={onRefunded} />}
    </>
  );
}
