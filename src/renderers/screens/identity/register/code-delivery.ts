import type { ScreenForm } from '../../../schema-form/use-screen-form';
import { accountClaimMessages } from '../../../../engine/messages/account-claim';

const LABELS: Readonly<Record<string, string>> = { email: accountClaimMessages.email, text: accountClaimMessages.text };

/**
 * The register form's choice of how the code goes (its choices are the tenant's
 * notification_methods): labelled in words, and left out when there is nothing to choose — a
 * supplier that does not text sends the code by email, and the server decides so anyway.
 */
export function withCodeDelivery(form: ScreenForm): ScreenForm {
  const field = form.schema.properties?.code_delivery as { enum?: unknown[] } | undefined;
  if (!field) return form;
  const choices = (field.enum ?? []).filter((c): c is string => typeof c === 'string');
  const ui = form.uiSchema as Record<string, unknown>;
  if (choices.length < 2) {
    const { code_delivery: _dropped, ...properties } = form.schema.properties ?? {};
    const order = (ui['ui:order'] as string[] | undefined)?.filter((name) => name !== 'code_delivery');
    return { ...form, schema: { ...form.schema, properties }, uiSchema: { ...ui, 'ui:order': order } };
  }
  const own = (ui.code_delivery ?? {}) as object;
  return { ...form, uiSchema: { ...ui, code_delivery: { ...own, 'ui:enumNames': choices.map((c) => LABELS[c] ?? c) } } };
}
