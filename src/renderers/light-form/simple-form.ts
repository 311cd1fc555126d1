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
 * An address object drawn by the `address` field (street, city, state by country, postal code,
 * country: all plain strings): the light renderer's LightAddress draws it — the signup's first step.
 */
export const isAddressField = (schema: Record<string, unknown>, ui: Record<string, unknown> | undefined): boolean =>
  schema.type === 'object' &&
  ui?.['ui:field'] === 'address' &&
  Object.values((schema.properties ?? {}) as Record<string, Record<string, unknown>>).every((part) => part.type === 'string' && part.enum === undefined);

/**
 * Whether every field of a form is a text, email, password, one-time code, checkbox, radio choice
 * or an address: what the light renderer draws without RJSF (login, forgot and reset password,
 * register and its code, the signup's address…). Drop-down choices, phone numbers, text areas,
 * lists and other nested objects need RJSF's widgets.
 */
export function isSimpleForm(form: Pick<BuiltForm, 'schema' | 'uiSchema'>): boolean {
  return Object.entries(form.schema.properties).every(([name, schema]) => {
    const ui = form.uiSchema[name] as Record<string, unknown> | undefined;
    return isSimpleField(schema, ui) || isAddressField(schema, ui);
  });
}
