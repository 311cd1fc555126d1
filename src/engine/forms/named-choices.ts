import type { BuiltForm } from './build-form';

/** A choice a screen offers: the value sent, and the words people read for it. */
export interface NamedChoice {
  value: string;
  label: string;
}

/** Choices a screen fetched or worked out, by dotted field path: plain values, or values with their names. */
export type ScreenChoices = Readonly<Record<string, readonly (string | NamedChoice)[]>>;

export const choiceValue = (choice: string | NamedChoice): string => (typeof choice === 'string' ? choice : choice.value);

/**
 * The uiSchema with the choices' names at a dotted field path (`*` for array items): on the field
 * and on its items, so a select and a list of checkboxes both read them. Copies along the path.
 */
export function withChoiceNames(uiSchema: BuiltForm['uiSchema'], path: string, names: readonly string[]): BuiltForm['uiSchema'] {
  const [head, ...rest] = path.split('.');
  const key = head === '*' ? 'items' : head;
  const node = (uiSchema[key] ?? {}) as Record<string, unknown>;
  const named = rest.length ? withChoiceNames(node, rest.join('.'), names) : { ...node, 'ui:enumNames': names, items: { ...(node.items as object | undefined), 'ui:enumNames': names } };
  return { ...uiSchema, [key]: named };
}

/** A form without the fields `keep` refuses (a step shows part of its form): their schema, required mark and place in the order go. */
export function keepFields<F extends Pick<BuiltForm, 'schema' | 'uiSchema'>>(form: F, keep: (field: string) => boolean): F {
  const properties = Object.fromEntries(Object.entries(form.schema.properties).filter(([field]) => keep(field)));
  const order = (form.uiSchema['ui:order'] as string[] | undefined)?.filter(keep);
  return { ...form, schema: { ...form.schema, properties, required: (form.schema.required ?? []).filter(keep) }, uiSchema: { ...form.uiSchema, 'ui:order': order } };
}
