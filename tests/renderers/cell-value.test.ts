import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from '../../src/engine/format';
import { cellText } from '../../src/renderers/table/cell-value';

describe('a table cell of a log', () => {
  it('shows a datetime column with its time, so entries of one day are told apart, and a date column without', () => {
    const row = { at: '2026-11-25T14:05:00Z' };
    expect(cellText(row, { field: 'at', header: 'Date', format: 'datetime' })).toBe(formatDateTime(row.at));
    expect(cellText(row, { field: 'at', header: 'Date', format: 'date' })).toBe(formatDate(row.at));
    expect(cellText(row, { field: 'at', header: 'Date', format: 'datetime' })).not.toBe(cellText(row, { field: 'at', header: 'Date', format: 'date' }));
  });

  it('reads a list of words as one (an API key\'s scopes)', () => {
    expect(cellText({ scopes: ['events:read', 'imports:write'] }, { field: 'scopes', header: 'Scopes' })).toBe('events:read, imports:write');
  });
});

describe('a table cell of an address', () => {
  it("shows the row's address on one line (a tank's location), and nothing for a missing one", () => {
    const row = { parent: { address: { street1: '12 Elm St', street2: '', city: 'Springfield', state: 'MA', zipcode: '01101' } } };
    expect(cellText(row, { field: 'parent.address', header: 'Location', format: 'address' })).toBe('12 Elm St, Springfield, MA 01101');
    expect(cellText({}, { field: 'parent.address', header: 'Location', format: 'address' })).toBe('');
  });
});
