import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { formatAddress } from '../../../engine/format';
import { messages, messageText } from '../../../engine/messages/catalogue';
import { useTenant } from '../../tenant/tenant-context';
import { cellText, columnShown, type TableColumn } from '../../table/cell-value';
import { stackedTable } from '../../table/stacked-table';
import { recordGroups, recordRows } from '../record-rows';
import { ListTableSection } from './ListTableSection';
import { RowLinkButtons, useRowLinks } from './RowLinks';
import type { SectionProps } from './section-props';

const numeric = (column: TableColumn) => column.format === 'money' || column.format === 'price' || column.format === 'quantity';

/**
 * A table section: of a list operation (`load`: ListTableSection), or of the record's rows (the
 * layout's `rows`, e.g. every tank of every location), with the
 * layout's columns formatted as every table's (table/cell-value) and stacked on a phone, its row
 * links into other screens; `group` draws one card per location, titled by its address.
 */
export function TableSection(props: SectionProps) {
  return props.section.load ? <ListTableSection {...props} /> : <RecordRowsTable {...props} />;
}

function RecordRowsTable({ section, screen, record }: SectionProps) {
  const { settings } = useTenant();
  const columns = (section.columns ?? []).filter((column) => columnShown(column, settings));
  const links = useRowLinks(section, record);
  const title = section.title ? messageText(section.title) : undefined;
  const path = section.rows ?? '';

  const table = (rows: readonly object[], label: string | undefined) => (
    <DataTable
      value={[...rows]}
      dataKey={section.rowKey}
      emptyMessage={messages.noDataFound}
      stripedRows
      size="small"
      className="data-table"
      {...stackedTable}
      // The wrapper scrolls sideways on a narrow screen: a named group the keyboard can scroll (WCAG
      // 2.1.1) — a group, not a region: the section around it is the landmark of that name.
      pt={{ wrapper: { tabIndex: 0, role: 'group', 'aria-label': label } }}
    >
      {columns.map((column) => (
        <Column key={column.field} header={column.header} body={(row: object) => cellText(row, column)} align={numeric(column) ? 'right' : undefined} className={numeric(column) ? 'cell--money' : undefined} />
      ))}
      {links.length > 0 && (
        <Column
          key="links"
          header={<span className="sr-only">{links.map((link) => messageText(link.label)).join(', ')}</span>}
          body={(row: object) => <RowLinkButtons links={links} row={row} record={record} />}
        />
      )}
    </DataTable>
  );

  if (section.group) {
    const groups = recordGroups(record, path);
    if (groups.length === 0) return <p className="card muted">{messages.noDataFound}</p>;
    return groups.map(({ group, rows }, index) => {
      const address = formatAddress(group.address as Parameters<typeof formatAddress>[0]);
      return (
        <section key={index} className="card detail-group" aria-label={address}>
          <h2>{address}</h2>
          {table(rows, address)}
        </section>
      );
    });
  }
  const rows = recordRows(record, path);
  if (!title) return <div className="card detail-table">{table(rows, screen.title)}</div>;
  return (
    <section className="card detail-table" aria-label={title}>
      <h2>{title}</h2>
      {table(rows, title)}
    </section>
  );
}
