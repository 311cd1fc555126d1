/**
 * One CSV row → the record its schema checks: the header names the fields (nested by dotted
 * names), an empty cell is absent (or null where the schema allows null), and a cell is coerced
 * to the schema's type. A cell that does not fit is kept as text, so the schema refuses it with
 * its own message and path.
 */
import type { CsvField } from './csv-fields';

const TRUE = new Set(['true', 't', 'yes', 'y', '1']);
const FALSE = new Set(['false', 'f', 'no', 'n', '0']);

function coerce(cell: string, field: CsvField): unknown {
  const { types } = field;
  const text = cell.trim();
  if ((types.has('number') || types.has('integer')) && /^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/.test(text)) {
    const n = Number(text);
    if (Number.isFinite(n)) return n;
  }
  if (types.has('boolean')) {
    if (TRUE.has(text.toLowerCase())) return true;
    if (FALSE.has(text.toLowerCase())) return false;
  }
  if (types.has('array')) {
    if (text.startsWith('[')) {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        return cell;
      }
    }
    return text.split(';').map((part) => part.trim()).filter(Boolean);
  }
  return cell;
}

/** The header names no field of the kind knows (refused once, for the whole file). */
export const unknownColumns = (header: string[], fields: Map<string, CsvField>) => header.filter((name) => name !== 'kind' && !fields.has(name));

export function csvRecord(header: string[], cells: string[], fields: Map<string, CsvField>): Record<string, unknown> {
  const record: Record<string, unknown> = {};
  header.forEach((name, i) => {
    const field = fields.get(name);
    const cell = cells[i] ?? '';
    if (!field) return;
    let value: unknown;
    if (cell === '') {
      if (!field.types.has('null')) return;
      value = null;
    } else value = coerce(cell, field);
    const path = name.split('.');
    let at = record;
    for (const key of path.slice(0, -1)) at = (at[key] ??= {}) as Record<string, unknown>;
    at[path[path.length - 1]] = value;
  });
  return record;
}
