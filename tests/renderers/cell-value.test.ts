import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from '../../src/engine/format';
import { cellText } from '../../src/renderers/table/cell-value';
import { speakingIn } from '../../src/engine/i18n/active-language';
import { withTenantWords } from '../../src/engine/i18n/tenant-words';

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

describe("a column of the tenant's words (format word)", () => {
  const column = { field: 'item_contents.inquiry_type', header: 'Type', format: 'word' as const };
  // A type of the tenant's own, which the portal's texts do not word.
  const row = { item_contents: { inquiry_type: 'Tank inspection' } };

  it("reads a name from the tenant's data in the reader's language where it is worded, and as written otherwise", () => {
    const words = { es: { 'Tank inspection': 'Inspección del tanque' } };
    expect(withTenantWords(words, () => speakingIn('es', () => cellText(row, column)))).toBe('Inspección del tanque');
    expect(withTenantWords(words, () => speakingIn('fr', () => cellText(row, column)))).toBe('Tank inspection');
    expect(withTenantWords(words, () => cellText(row, column))).toBe('Tank inspection');
  });

  it('leaves a plain text column as it is: what a customer typed is never translated', () => {
    expect(withTenantWords({ es: { 'Tank inspection': 'Inspección del tanque' } }, () => speakingIn('es', () => cellText(row, { ...column, format: 'text' })))).toBe('Tank inspection');
  });
});
