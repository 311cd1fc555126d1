/**
 * The answers to send for a record the form edits: a text the person emptied is sent as '' —
 * the form drops an emptied field, and the server keeps a value that is not sent.
 */
export function withClearedTexts(record: object, answers: object, fields: readonly string[]): object {
  const before = record as Record<string, unknown>;
  const after = { ...answers } as Record<string, unknown>;
  for (const field of fields) if (typeof before[field] === 'string' && before[field] !== '' && after[field] === undefined) after[field] = '';
  return after;
}

/** The record's values of the form's fields: what the form shows and sends back. */
export function pickFields(record: object, fields: readonly string[]): Record<string, unknown> {
  const values = record as Record<string, unknown>;
  const picked: Record<string, unknown> = {};
  for (const field of fields) if (values[field] !== undefined && values[field] !== null) picked[field] = values[field];
  return picked;
}
