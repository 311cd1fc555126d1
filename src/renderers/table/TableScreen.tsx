import { Suspense, useCallback, useMemo, useState } from 'react';
import { isTablePanel } from '../../engine/layout/table-panels';
import type { ScreenProps } from '../registry/types';
import { ApplicationLinks } from '../screens/applications/ApplicationLinks';
import { BulkActionButtons, HeaderActionButtons, RowActionButtons } from './actions/ActionButtons';
import { TableActionDialogs } from './actions/TableActionDialogs';
import { useTableActions } from './actions/use-table-actions';
import { FilterBar } from './filters/FilterBar';
import { tablePanelRenderers } from './panels/table-panel-renderers';
import { filterQuery, initialFilterValues } from './filters/filter-query';
import { ScreenTable } from './ScreenTable';
import { useDebounced } from './use-debounced';

/**
 * The table kind: everything a list screen shows and does is layout data — columns, load
 * operation and paging; filters filling the load's query parameters; row actions (an operation,
 * with a form or a danger question first, or a view of the row), row files, bulk actions over the
 * selected rows and header actions; between its title and the table, a registered `panel` (the
 * imports' upload, an import job's progress). Below it, links to the applications its messages
 * name (the accounts list's Apply For Account).
 */
export default function TableScreen({ screen }: ScreenProps) {
  const filters = useMemo(() => screen.filters ?? [], [screen.filters]);
  const [values, setValues] = useState(() => initialFilterValues(filters));
  const settled = useDebounced(values);
  const query = useMemo(() => filterQuery(filters, settled), [filters, settled]);
  const [reloadToken, setReloadToken] = useState(0);
  const [selection, setSelection] = useState<readonly object[]>([]);
  const reloadPage = useCallback(() => setReloadToken((token) => token + 1), []);
  const Panel = screen.panel && isTablePanel(screen.panel) ? tablePanelRenderers[screen.panel] : undefined;
  const actions = useTableActions(() => {
    setSelection([]);
    setReloadToken((token) => token + 1);
  });
  const hasRowActions = Boolean(screen.rowActions?.length || screen.rowFiles?.length);
  const bulk = Boolean(screen.bulkActions?.length);
  const title = screen.title ?? screen.id;
  return (
    <>
      <ScreenTable
        screen={screen}
        filters={filters.length ? query : undefined}
        reloadToken={reloadToken}
        searchLabel={screen.messages?.search}
        toolbar={
          <>
            {filters.length > 0 && <FilterBar screenId={screen.id} title={title} load={screen.load} filters={filters} values={values} onChange={setValues} />}
            {bulk && <BulkActionButtons screen={screen} selection={selection} actions={actions} />}
            <HeaderActionButtons screen={screen} actions={actions} />
          </>
        }
        above={
          Panel && (
            // The table below loads at the same time: no second spinner while the panel's code arrives.
            <Suspense fallback={null}>
              <Panel screen={screen} reload={reloadPage} />
            </Suspense>
          )
        }
        rowActions={hasRowActions ? (row) => <RowActionButtons screen={screen} row={row} actions={actions} /> : undefined}
        {...(bulk ? { selection, onSelectionChange: setSelection } : {})}
      />
      <TableActionDialogs screen={screen} actions={actions} />
      <ApplicationLinks messages={screen.messages} className="table-screen__links" />
    </>
  );
}
