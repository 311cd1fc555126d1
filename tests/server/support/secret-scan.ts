import { sql } from 'drizzle-orm';
import type { Database } from '../../../src/server/db/database';

/** Card and bank data the payment tests type; none may be found at rest. */
export const SECRET_NEEDLES = [
  '4242424242424242', '5555555555554444', '378282246310005', '6011111111111117', '3056930009020004', '3566002020360505',
  '4000000000000002', '4000000000009995', '4000000000000069', '4000000000000127', '4000000000000119', '4000000000000341',
  '000123456789', '000111111116', '000111111113', '000222222227', '000333333335',
  // Field names that would mean a card or account was stored whole, whatever its number.
  '"cc_number"', '"cc_cvv"', '"account_number"', '"confirm_account_number"',
];

/**
 * Every text, varchar and jsonb column of every table, searched for each needle: a dump of the
 * database, read as its owner (row-level security does not hide a row from this check).
 */
export async function secretsAtRest(database: Database, needles: readonly string[] = SECRET_NEEDLES): Promise<string[]> {
  const columns = (await database.owner.execute(sql`
    select table_name as "table", column_name as "column" from information_schema.columns
    where table_schema = 'public' and data_type in ('text', 'character varying', 'jsonb', 'json')`)) as unknown as { rows: { table: string; column: string }[] };
  const found: string[] = [];
  for (const { table, column } of columns.rows) {
    // Form documents name these fields (that is how a card form asks for them): only numbers count there.
    const sought = needles.filter((needle) => !(needle.startsWith('"') && table.startsWith('config_')));
    if (!sought.length) continue;
    // One scan of the column for all needles (strpos: a needle's `_` is no wildcard).
    const hits = (await database.owner.execute(sql`
      select needle from unnest(array[${sql.join(sought.map((needle) => sql`${needle}`), sql`, `)}]::text[]) as needle
      where exists (select 1 from ${sql.identifier(table)} where strpos(${sql.identifier(column)}::text, needle) > 0)`)) as unknown as { rows: { needle: string }[] };
    for (const needle of sought) if (hits.rows.some((row) => row.needle === needle)) found.push(`${table}.${column} holds ${needle}`);
  }
  return found;
}
