import { useState } from 'react';
import { Button } from 'primereact/button';
import { useNavigate } from 'react-router-dom';
import type { Account, Schemas } from '../../../engine/api/types';
import { AccountPicker } from '../../customer-accounts/AccountPicker';
import { useCurrentAccount } from '../../customer-accounts/current-account';
import { useLayout } from '../../layout/layout-context';
import { screenRoute } from '../../../engine/layout/screen-links';
import { relatedScreen } from '../../layout/related-screen';
import type { ScreenProps } from '../../registry/types';
import { Loading } from '../../shell/Loading';
import { ScreenTable } from '../../table/ScreenTable';
import { ExportButtons } from './ExportButtons';
import { RecordTabs, tabName } from './RecordTabs';
import { TicketButton } from './TicketButton';
import { TransactionTypeFilter } from './TransactionTypeFilter';
import './records.css';

const hasRecords = (account: Account) => account.is_records;

/**
 * Records (/records) of the current account: one tab per `records` screen of the layout
 * (Documents, Transactions, Deliveries), each a server-paged, sortable table. Lists with an
 * export get CSV / Excel / PDF buttons; a document row opens in the View Pdf screen, a delivery
 * row downloads its ticket. Transactions filter by the tenant's transaction types.
 */
export default function RecordsScreen({ screen }: ScreenProps) {
  const layout = useLayout();
  const navigate = useNavigate();
  const { accounts, account, select, loading, error } = useCurrentAccount(hasRecords);
  const tabs = layout.screens.filter((s) => s.kind === screen.kind && s.access === screen.access);
  const viewer = relatedScreen(layout, screen, (s) => s.kind === 'viewPdf');
  // Transactions only: one of the tenant's transaction types, or all.
  const [transactionType, setTransactionType] = useState<string>();
  const typed = screen.load === 'listAccountTransactions';

  if (loading) return <Loading label="Loading your accounts" />;

  return (
    <section className="screen records" aria-labelledby="records-title">
      <div className="screen__head">
        <h1 id="records-title">{screen.title}</h1>
        <AccountPicker accounts={accounts} value={account} onChange={select} />
      </div>
      {error && (
        <p className="form-problem" role="alert">
          {error}
        </p>
      )}
      {!error && !account && <p className="card muted">Records are not available for your accounts.</p>}
      {account && (
        <>
          <RecordTabs tabs={tabs} />
          <ScreenTable
            key={screen.id}
            screen={screen}
            filters={{ account_id: account.account_id, ...(typed && transactionType ? { transaction_type: transactionType } : {}) }}
            heading={
              <h2 id={`${screen.id}-title`} className="records__tab-title">
                {tabName(screen)}
              </h2>
            }
            toolbar={(query) => (
              <>
                {typed && <TransactionTypeFilter value={transactionType} onChange={setTransactionType} />}
                {screen.export && <ExportButtons operationId={screen.export} accountId={account.account_id} query={query} what={tabName(screen)} />}
              </>
            )}
            rowActions={
              viewer && screen.load === 'listAccountDocuments'
                ? (row) => {
                    const documentId = (row as { document_id: string }).document_id;
                    return (
                      <Button
                        type="button"
                        size="small"
                        outlined
                        icon="pi pi-eye"
                        label="View"
                        aria-label={`View document ${documentId}`}
                        onClick={() => navigate(screenRoute(layout, viewer.id, account, { key: documentId }) ?? '')}
                      />
                    );
                  }
                : screen.load === 'listAccountDeliveries'
                  ? (row) => <TicketButton delivery={row as Schemas['Delivery']} />
                  : undefined
            }
          />
        </>
      )}
    </section>
  );
}
