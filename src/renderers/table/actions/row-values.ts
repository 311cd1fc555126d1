import type { ResolvedScreen } from '../../../engine/layout';
import { valueAt } from '../cell-value';

export type RowAction = NonNullable<ResolvedScreen['rowActions']>[number];
export type RowFile = NonNullable<ResolvedScreen['rowFiles']>[number];
export type HeaderAction = NonNullable<ResolvedScreen['headerActions']>[number];

const asText = (value: unknown) => (value === null || value === undefined ? '' : String(value));

/** A label's {field} placeholders (dotted paths allowed) filled from the row. */
export function fillFromRow(template: string, row: object): string {
  return template.replace(/\{([\w.]+)\}/g, (_, path: string) => asText(valueAt(row, path)));
}

type RowCondition = Exclude<NonNullable<RowAction['when']>, readonly unknown[]>;

/** Whether a row meets one condition: its field equals the value, is one of a list (in), or (notEquals) has any other value. */
const meets = (row: object, condition: RowCondition) => {
  const value = valueAt(row, condition.field);
  if (condition.in !== undefined) return condition.in.includes(value as string | number | boolean);
  return condition.notEquals !== undefined ? value !== condition.notEquals : value === condition.equals;
};

/** Whether a row action shows on this row (every condition of its `when` holds). */
export function shownOn(action: Pick<RowAction, 'when'>, row: object): boolean {
  const { when } = action;
  if (!when) return true;
  return Array.isArray(when) ? when.every((condition: RowCondition) => meets(row, condition)) : meets(row, when as RowCondition);
}

/**
 * What an action's operation is called with, picked by parameter name (see namedInput): the
 * route's parameters, the row's own fields, then the layout's mapped ones, which win.
 */
export function actionValues(action: { params?: Readonly<Record<string, string>> }, row: object, route: Readonly<Record<string, string | undefined>>): Record<string, unknown> {
  const mapped = Object.fromEntries(Object.entries(action.params ?? {}).map(([name, field]) => [name, valueAt(row, field)]));
  return { ...route, ...row, ...mapped };
}

/**
 * A form's first answers from the row's fields (`fill`); a single value for a list answer becomes
 * a list of one (the account number a person gave, for the accounts staff link).
 */
export function formStart(fill: Readonly<Record<string, string>> | undefined, row: object, schema: { properties?: Record<string, unknown> }): Record<string, unknown> {
  const start: Record<string, unknown> = {};
  for (const [answer, field] of Object.entries(fill ?? {})) {
    const value = valueAt(row, field);
    if (value === undefined || value === null || value === '') continue;
    const property = schema.properties?.[answer] as { type?: unknown } | undefined;
    start[answer] = property?.type === 'array' && !Array.isArray(value) ? [value] : value;
  }
  return start;
}
