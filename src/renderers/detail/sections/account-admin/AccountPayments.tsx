import type { Schemas } from '../../../../engine/api/types';
import { messages } from '../../../../engine/messages/catalogue';
import { useApi } from '../../../session/session-context';
import type { TableColumn } from '../../../table/cell-value';
import { AccountListSection } from './AccountListSection';
import { FileButton } from '../../../table/FileButton';
import { useAccountList } from './use-account-list';

type Payment = Schemas['Payment'];

const columns: readonly TableColumn[] = [
  { field: 'created_at', header: 'Date', format: 'date' },
  { field: 'payment_number', header: 'Number' },
  { field: 'channel', header: 'Channel', format: 'status' },
  { field: 'source_label', header: 'Paid with' },
  { field: 'amount', header: 'Amount', format: 'money' },
  { field: 'fee', header: 'Fee', format: 'money' },
  { field: 'total', header: 'Total', format: 'money' },
  { field: 'refunded_amount', header: 'Refunded', format: 'money' },
  { field: 'status', header: 'Status', format: 'status' },
];

/**
 * The account's payments made through the portal (portal, guest and autopay), newest first, with
 * their status — pending, settled, returned (with the bank's return code) or refunded — and a
 * Receipt button for each: what staff need when a customer calls about a payment.
 */
export function AccountPayments({ accountId, reloadToken }: { accountId: string; reloadToken: number }) {
  const api = useApi();
  const list = useAccountList<Payment>('listAccountPayments', accountId, reloadToken);
  return (
    <AccountListSection
      title="Payments"
      empty="No payments made through the portal."
      columns={columns}
      {...list}
      rowKey={(payment) => payment.payment_id}
      actions={(payment) => (
        <>
          {payment.return_code && <span className="account-list__note">Return code {payment.return_code}</span>}
          <FileButton
            label="Receipt"
            icon="pi pi-file-pdf"
            ariaLabel={`Receipt for payment ${payment.payment_number}`}
            done={messages.receiptDownloaded}
            fetchFile={() => api.fileNamed('getPaymentReceipt', { account_id: accountId, payment_id: payment.payment_id }, `receipt-${payment.payment_number}.pdf`)}
          />
        </>
      )}
    />
  );
}
