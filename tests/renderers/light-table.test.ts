import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LightTable } from '../../src/renderers/table/LightTable';
import type { TableViewProps } from '../../src/renderers/table/table-view';

const rows = Array.from({ length: 25 }, (_, index) => ({ id: `A-${index + 1}`, balance: (index * 7) % 25 }));
const table = (props: Partial<TableViewProps> = {}): string =>
  renderToStaticMarkup(
    createElement(LightTable, {
      rows,
      rowKey: 'id',
      columns: [
        { field: 'id', header: 'Account', sortable: true },
        { field: 'balance', header: 'Balance', format: 'money', sortable: true },
      ],
      cell: (row, column) => String((row as Record<string, unknown>)[column.field]),
      loading: false,
      lazy: false,
      paging: { first: 0, rows: 10 },
      total: rows.length,
      pageSizes: [10, 20, 25],
      onPage: () => undefined,
      onSort: () => undefined,
      emptyMessage: 'No Data Found!',
      scrollLabel: 'Your Accounts',
      className: 'card data-table',
      ...props,
    }),
  );
const bodyRows = (html: string) => [...html.matchAll(/<tr( class="p-row-odd")?><td><span class="p-column-title">Account<\/span>([^<]+)<\/td>/g)].map((match) => match[2]);

describe('the light table (issue 25: lists without DataTable)', () => {
  it('shows a page of the whole list, and a paginator naming its pages', () => {
    const html = table();
    expect(bodyRows(html)).toEqual(rows.slice(0, 10).map((row) => row.id));
    expect(html).toContain('aria-label="Pages of Your Accounts"');
    expect(html).toContain('aria-label="Page 3"');
    expect(html).not.toContain('aria-label="Page 4"');
    expect(html).toMatch(/aria-label="Page 1" aria-current="page"/);
    // On the first page, going back is not offered.
    expect(html).toMatch(/aria-label="Previous Page" disabled=""/);
    expect(html).toMatch(/<select[^>]*aria-label="Rows per page"/);
  });

  it('sorts the whole list before cutting the page, and says which way on the sorted header', () => {
    const html = table({ paging: { first: 10, rows: 10, sortField: 'balance', sortOrder: -1 } });
    const ordered = [...rows].sort((a, b) => b.balance - a.balance).slice(10, 20).map((row) => row.id);
    expect(bodyRows(html)).toEqual(ordered);
    expect(html).toMatch(/<th class="p-sortable-column p-highlight p-align-right" aria-sort="descending"><button type="button"[^>]*><span class="p-column-title">Balance/);
  });

  it("shows the server's page as it came when the list is paged there", () => {
    expect(bodyRows(table({ lazy: true, rows: rows.slice(0, 10), total: 250, paging: { first: 30, rows: 10 } }))).toEqual(rows.slice(0, 10).map((row) => row.id));
  });

  it('draws no paginator for a single page, the empty message for no rows, and no empty message while loading', () => {
    expect(table({ rows: rows.slice(0, 3), total: 3 })).not.toContain('p-paginator');
    expect(table({ rows: [], total: 0 })).toContain('<tr class="p-datatable-emptymessage"><td colSpan="2">No Data Found!</td></tr>');
    const loading = table({ rows: [], total: 0, loading: true });
    expect(loading).not.toContain('No Data Found!');
    expect(loading).toContain('aria-busy="true"');
  });
});
