/** One page of rows (or all rows, for an unpaged operation) and how many there are in all. */
export interface ListAnswer {
  rows: readonly object[];
  total: number;
  /** Keyset lists: what to send as `cursor` for the page after this one (null on the last). */
  nextCursor?: string | null;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A list operation's answer as table rows, whatever its shape in the document: a plain array,
 * or a page (`content`, `totalElements`, and `next_cursor` for keyset lists). Anything else is
 * not a list, which a layout check refuses before it can reach a table.
 */
export function listAnswer(data: unknown): ListAnswer {
  if (Array.isArray(data)) return { rows: data as object[], total: data.length };
  if (isRecord(data) && Array.isArray(data.content)) {
    const total = typeof data.totalElements === 'number' ? data.totalElements : data.content.length;
    const nextCursor = typeof data.next_cursor === 'string' || data.next_cursor === null ? data.next_cursor : undefined;
    return { rows: data.content as object[], total, ...(nextCursor !== undefined ? { nextCursor } : {}) };
  }
  throw new TypeError('The answer is not a list');
}
