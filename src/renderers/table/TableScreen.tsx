import { Suspense, useCallback, useMemo, useState, type ReactNode } from 'react';
import type { Account } from '../../engine/api/types';
import type { ResolvedScreen } from '../../engine/layout';
import { isTablePanel } from '../../engine/layout/table-panels';
import type { ScreenProps } from '../registry/types';
import { ApplicationLinks } from '../routing/ApplicationLinks';
import { BulkActionButtons, HeaderActionButtons, RowActionButtons } from './actions/ActionButtons';
import { TableActionDialogs } from './actions/TableActionDialogs';
import { useTableActions, type PanelAnswer } from './actions/use-table-actions';
import { AccountTables } from './AccountTables';
import { ExportButtons } from './exports/ExportButtons';
import { FilterBar } from './filters/FilterBar';
import { tablePanelRenderers } from './panels/table-panel-renderers';
import { filterQuery, initialFilterValues } from './filters/filter-query';
import { ScreenTable } from './ScreenTable';
import { tabName } from './TableTabs';
import { useDebounced } from './use-debounced';

/**
 * The table kind: everything a list screen shows and does is layout data — columns, load
 * operation, fixed query and paging; filters filling the load's query parameters; row actions (an
 * operation, with a form or a danger question first, a screen to open, or a view of the row), row
 * files, bulk actions over the selected rows, header actions and its `export` (CSV, Excel, PDF);
 * between its title and the table, a registered `panel` (the imports' upload, an import job's
 * progress, a new API key, a new webhook endpoint), which shows what row actions answer to it
 * (`toPanel`). With the account frame, the customer picks the account first and the
 * screen's tabs and related tables follow (AccountTables). Below it, links to the applications its
 * messages name (the accounts list's Apply For Account).
 */
export default function TableScreen({ screen }: ScreenProps) {
  if (screen.frame === 'account') return <AccountTables screen={screen} table={(props) => <LayoutTable {...props} />} />;
  return <LayoutTable screen={screen} />;
}

interface LayoutTableProps {
  screen: ResolvedScreen;
  /** The account an account-framed table lists (its load's account_id). */
  account?: Account;
  viewPrefix?: string;
  heading?: ReactNode;
}

function LayoutTable({ screen, account, viewPrefix, heading }: LayoutTableProps) {
  const filters = useMemo(() => screen.filters ?? [], [screen.filters]);
  const [values, setValues] = useState(() => initialFilterValues(filters));
  const settled = useDebounced(values);
  const accountId = account?.account_id;
  const query = useMemo(() => {
    const sent = { ...screen.query, ...filterQuery(filters, settled), ...(accountId ? { account_id: accountId } : {}) };
    return Object.keys(sent).length ? sent : undefined;
  }, [screen.query, filters, settled, accountId]);
  const [reloadToken, setReloadToken] = useState(0);
  const [selection, setSelection] = useState<readonly object[]>([]);
  const reloadPage = useCallback(() => setReloadToken((token) => token + 1), []);
  const Panel = screen.panel && isTablePanel(screen.panel) ? tablePanelRenderers[screen.panel] : undefined;
  // A row action's answer for the panel (a rotated secret, a test's outcome): the panel shows it.
  const [answered, setAnswered] = useState<PanelAnswer>();
  const actions = useTableActions(() => {
    setSelection([]);
    setReloadToken((token) => token + 1);
  }, setAnswered);
  const hasRowActions = Boolean(screen.rowActions?.length || screen.rowFiles?.length);
  const bulk = Boolean(screen.bulkActions?.length);
  const title = screen.title ?? screen.id;
  return (
    <>
      <ScreenTable
        screen={screen}
        filters={query}
        reloadToken={reloadToken}
        searchLabel={screen.messages?.search}
        heading={heading}
        titleId={heading ? `${screen.id}-table-title` : undefined}
        landmark={!heading}
        viewPrefix={viewPrefix}
        toolbar={(listQuery) => (
          <>
            {filters.length > 0 && <FilterBar screenId={screen.id} title={title} load={screen.load} filters={filters} values={values} onChange={setValues} />}
            {bulk && <BulkActionButtons screen={screen} selection={selection} actions={actions} />}
            <HeaderActionButtons screen={screen} actions={actions} />
            {screen.export && <ExportButtons operationId={screen.export} query={listQuery} what={tabName(screen)} />}
          </>
        )}
        above={
          Panel && (
            // The table below loads at the same time: no second spinner while the panel's code arrives.
            <Suspense fallback={null}>
              <Panel screen={screen} reload={reloadPage} answered={answered} />
            </Suspense>
          )
        }
        below={<ApplicationLinks messages={screen.messages} className="table-screen__links" />}
        rowActions={hasRowActions ? (row) => <RowActionButtons screen={screen} row={row} actions={actions} /> : undefined}
        {...(bulk ? { selection, onSelectionChange: setSelection } : {})}
      />
      <TableActionDialogs screen={screen} actions={actions} />
    </>
  );
}
