/** The import's reading rules, without a database: rows and offsets, CSV coercion, schema problems. */
import { describe, expect, it } from 'vitest';
import { messages } from '../../../src/engine/messages/catalogue';
import { csvFieldsOf } from '../../../src/server/imports/csv-fields';
import { csvRecord, unknownColumns } from '../../../src/server/imports/csv-record';
import { kindOfFileName } from '../../../src/server/imports/kinds';
import { csvRows, MAX_ROW_BYTES, ndjsonRows, type RawRow } from '../../../src/server/imports/read-rows';
import { jsonPath, validateRecord } from '../../../src/server/imports/validate-record';

async function* chunks(text: string | Buffer, size = 7): AsyncGenerator<Buffer> {
  const bytes = Buffer.isBuffer(text) ? text : Buffer.from(text);
  for (let i = 0; i < bytes.length; i += size) yield bytes.subarray(i, i + size);
}
const all = async (rows: AsyncIterable<RawRow>) => {
  const out: RawRow[] = [];
  for await (const row of rows) out.push(row);
  return out;
};

describe('NDJSON rows', () => {
  it('numbers lines as the file does, skips blank ones and ends each row at the byte after its newline', async () => {
    const text = '{"a":1}\r\n\n{"b":2}\n{oops\n[3]';
    const rows = await all(ndjsonRows(chunks(text), 0, 1));
    expect(rows.map((r) => [r.line, r.value ?? r.error?.slice(0, 20), r.end])).toEqual([
      [1, { a: 1 }, 9],
      [3, { b: 2 }, 18],
      [4, 'The line is not JSON', 24],
      [5, [3], 27],
    ]);
  });

  it('resumes at a byte offset with the lines numbered on', async () => {
    const text = '{"a":1}\n{"b":2}\n{"c":3}\n';
    const rows = await all(ndjsonRows(chunks(text.slice(8)), 8, 2));
    expect(rows.map((r) => [r.line, r.value, r.end])).toEqual([
      [2, { b: 2 }, 16],
      [3, { c: 3 }, 24],
    ]);
  });

  it('reports a line longer than the limit without holding it, and goes on', async () => {
    const huge = Buffer.concat([Buffer.from('{"a":"'), Buffer.alloc(MAX_ROW_BYTES + 10, 'x'), Buffer.from('"}\n{"ok":true}\n')]);
    const rows = await all(ndjsonRows(chunks(huge, 64 * 1024), 0, 1));
    expect(rows).toHaveLength(2);
    expect(rows[0].error).toMatch(/longer than 1 MB/);
    expect(rows[1]).toMatchObject({ line: 2, value: { ok: true }, end: huge.length });
  });
});

describe('CSV rows', () => {
  it('gives the header first, then rows with their first line, quoted line breaks included', async () => {
    const text = 'a,b\n1,"x\ny"\n3,4\n';
    const rows = await all(csvRows(chunks(text, 3), 0, 0));
    expect(rows.map((r) => [r.line, r.cells, r.end])).toEqual([
      [0, ['a', 'b'], 4],
      [2, ['1', 'x\ny'], 12],
      [4, ['3', '4'], 16],
    ]);
  });

  it('resumes after the header at a byte offset', async () => {
    const text = 'a,b\n1,2\n3,4\n';
    const rows = await all(csvRows(chunks(text.slice(8)), 8, 2));
    expect(rows.map((r) => [r.line, r.cells])).toEqual([[3, ['3', '4']]]);
  });
});

describe('CSV records', () => {
  const fields = csvFieldsOf('account');

  it('builds nested fields from dotted names and coerces cells to the schema types', () => {
    const header = ['external_id', 'display_name', 'billing_address.street1', 'billing_address.zipcode', 'amount_due', 'is_budget_plan', 'budget_payment', 'comment'];
    const record = csvRecord(header, ['100', 'Ann Lee', '1 Main St', '05602', '12.50', 'yes', '', ''], fields);
    expect(record).toEqual({ external_id: '100', display_name: 'Ann Lee', billing_address: { street1: '1 Main St', zipcode: '05602' }, amount_due: 12.5, is_budget_plan: true, budget_payment: null });
  });

  it('keeps a cell that does not fit as text, so the schema names it', () => {
    const record = csvRecord(['external_id', 'amount_due'], ['100', 'twelve'], fields);
    expect(validateRecord('account', record)).toContainEqual({ path: '$.amount_due', message: 'must be number' });
  });

  it('names the header fields a kind does not have', () => {
    expect(unknownColumns(['external_id', 'kind', 'billing_address.street1', 'shoe_size'], fields)).toEqual(['shoe_size']);
  });

  it('reads an array cell as JSON or as a semicolon list', () => {
    const cards = csvFieldsOf('fuel_card');
    expect(csvRecord(['products'], ['Diesel; Gasoline'], cards)).toEqual({ products: ['Diesel', 'Gasoline'] });
    expect(csvRecord(['products'], ['["Diesel"]'], cards)).toEqual({ products: ['Diesel'] });
  });
});

describe('record validation', () => {
  it('reports every problem with its JSON path', () => {
    const problems = validateRecord('transaction', { external_id: 'T1', account_id: 'A1', transaction_date: '2026-02-30', transaction_type: 'gift', amount: 1e12, is_credit: 'no', colour: 'red' });
    expect(problems).toEqual(
      expect.arrayContaining([
        { path: '$.transaction_date', message: 'must match format "date"' },
        { path: '$.transaction_type', message: 'must be equal to one of the allowed values' },
        { path: '$.amount', message: 'must be <= 9999999999.99' },
        { path: '$.is_credit', message: 'must be boolean' },
        { path: '$.colour', message: 'is not a field of this record kind' },
        { path: '$.description', message: 'is required' },
        { path: '$.balance', message: 'is required' },
      ]),
    );
  });

  it('takes a delete record with its id alone', () => {
    expect(validateRecord('tank', { kind: 'tank', external_id: 'T-1', action: 'delete' })).toEqual([]);
    expect(validateRecord('tank', { kind: 'tank', action: 'delete' })).toEqual([{ path: '$.external_id', message: 'is required' }]);
  });

  it('refuses text no column can hold', () => {
    const problems = validateRecord('customer', { external_id: 'C1', last_name: 'Lee\u0000' });
    expect(problems).toEqual([{ path: '$.last_name', message: expect.stringMatching(/control characters/) }]);
  });

  it('refuses a name with invisible or direction-changing characters, in words', () => {
    expect(validateRecord('customer', { external_id: 'C1', last_name: 'Lee\u200b', display_name: '\u202eeeL' })).toEqual([
      { path: '$.display_name', message: messages.nameHiddenCharacters },
      { path: '$.last_name', message: messages.nameHiddenCharacters },
    ]);
  });

  it('reuses the entities enums (a tank product type, a fuel card status)', () => {
    expect(validateRecord('fuel_card', { external_id: 'FC-1', account_id: 'A', last4: '1234', card_user_name: 'X', status: 'lost' })).toEqual([{ path: '$.status', message: 'must be equal to one of the allowed values' }]);
  });

  it('spells paths as JSONPath', () => {
    expect(jsonPath('/billing_address/street1')).toBe('$.billing_address.street1');
    expect(jsonPath('/products/2')).toBe('$.products[2]');
    expect(jsonPath('', 'odd key')).toBe('$["odd key"]');
  });
});

describe('CSV file names', () => {
  it('infers the kind from the name', () => {
    expect(kindOfFileName('exports/transactions.csv')).toBe('transaction');
    expect(kindOfFileName('fuel-cards.csv')).toBe('fuel_card');
    expect(kindOfFileName('2026-11-accounts.csv')).toBe('account');
    expect(kindOfFileName('ledger.csv')).toBeUndefined();
  });
});
