import type { BuiltForm } from '../../engine/forms';

/** The widgets the light renderer draws with plain inputs. */
const SIMPLE_WIDGETS = new Set([undefined, 'text', 'email', 'password', 'checkbox', 'oneTimeCode']);

/** A short list of string choices drawn as radio buttons. */
const isRadioChoice = (schema: Record<string, unknown>, ui: Record<string, unknown> | undefined) =>
  schema.type === 'string' && Array.isArray(schema.enum) && schema.enum.every((c) => typeof c === 'string') && ui?.['ui:widget'] === 'radio';

const isSimpleField = (schema: Record<string, unknown>, ui: Record<string, unknown> | undefined) =>
  isRadioChoice(schema, ui) ||
  ((schema.type === 'string' || schema.type === 'boolean') &&
    schema.enum === undefined &&
    (schema.format === undefined || schema.format === 'email') &&
    ui?.['ui:field'] === undefined &&
    SIMPLE_WIDGETS.has(ui?.['ui:widget'] as string | undefined));

/**
 * Whether every field of a form is a text, email, password, one-time code, checkbox or radio choice: what
 * the light renderer draws without RJSF (login, forgot and reset password, register and its code…). Drop-down choices, phone
 * numbers, text areas, lists and nested objects need RJSF's widgets.
 */
export function isSimpleForm(form: Pick<BuiltForm, 'schema' | 'uiSchema'>): boolean {
  return Object.entries(form.schema.properties).every(([name, schema]) => isSimpleField(schema, form.uiSchema[name] as Record<string, unknown> | undefined));
}
