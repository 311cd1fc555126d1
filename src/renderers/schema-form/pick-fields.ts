/** The record's values of the form's fields: what the form shows and sends back. */
export function pickFields(record: object, fields: readonly string[]): Record<string, unknown> {
  const values = record as Record<string, unknown>;
  const picked: Record<string, unknown> = {};
  for (const field of fields) if (values[field] !== undefined && values[field] !== null) picked[field] = values[field];
  return picked;
}
