import type { Schemas } from '../../../../engine/api/types';
import type { TableColumn } from '../../../table/cell-value';
import { AccountListSection } from './AccountListSection';
import { useAccountList } from './use-account-list';

type AutopayRun = Schemas['AutopayRun'];

const columns: readonly TableColumn[] = [
  { field: 'attempted_at', header: 'Attempted', format: 'date' },
  { field: 'statement_document_id', header: 'Statement' },
  { field: 'status', header: 'Status', format: 'status' },
  { field: 'amount', header: 'Amount', format: 'money' },
  { field: 'payment_number', header: 'Payment' },
  { field: 'error_code', header: 'Code' },
  { field: 'message', header: 'Message' },
];

/**
 * The account's autopay attempts, newest first: a failed charge (the gateway's code and message)
 * means the bill must be paid by hand, which staff tell the customer who calls about it.
 */
export function AccountAutopayRuns({ accountId, reloadToken }: { accountId: string; reloadToken: number }) {
  const list = useAccountList<AutopayRun>('listAutopayRuns', accountId, reloadToken);
  return (
    <AccountListSection
      title="Autopay attempts"
      empty="Autopay has not charged this account."
      columns={columns}
      {...list}
      rowKey={(run) => `${run.statement_document_id}|${run.attempted_at}`}
    />
  );
}
