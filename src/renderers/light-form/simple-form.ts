import type { BuiltForm } from '../../engine/forms';

/** The widgets the light renderer draws with plain inputs. */
const SIMPLE_WIDGETS = new Set([undefined, 'text', 'email', 'password', 'checkbox']);

const isSimpleField = (schema: Record<string, unknown>, ui: Record<string, unknown> | undefined) =>
  (schema.type === 'string' || schema.type === 'boolean') &&
  schema.enum === undefined &&
  (schema.format === undefined || schema.format === 'email') &&
  ui?.['ui:field'] === undefined &&
  SIMPLE_WIDGETS.has(ui?.['ui:widget'] as string | undefined);

/**
 * Whether every field of a form is a text, email, password or checkbox: what the light
 * renderer draws without RJSF (login, forgot and reset password, register…). Choices, phone
 * numbers, text areas, lists and nested objects need RJSF's widgets.
 */
export function isSimpleForm(form: Pick<BuiltForm, 'schema' | 'uiSchema'>): boolean {
  return Object.entries(form.schema.properties).every(([name, schema]) => isSimpleField(schema, form.uiSchema[name] as Record<string, unknown> | undefined));
}
