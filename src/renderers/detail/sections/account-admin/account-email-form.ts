import { keepFields } from '../../../../engine/forms';
import { fillText } from '../../../../engine/messages/catalogue';
import type { ScreenForm } from '../../../schema-form/use-screen-form';

/**
 * The account-email form for one account: with a portal user owning it, its checkbox names the
 * owner's login email ({owner} in the document's title); without one there is no login to change,
 * so the checkbox is not offered.
 */
export function accountEmailForm(form: ScreenForm, ownerEmail: string | undefined): ScreenForm {
  const ui = form.uiSchema as Record<string, Record<string, unknown> | string[] | undefined>;
  if (ownerEmail === undefined) return keepFields(form, (field) => field !== 'update_user');
  const own = (ui.update_user ?? {}) as Record<string, unknown>;
  const title = typeof own['ui:title'] === 'string' ? fillText(own['ui:title'], { owner: ownerEmail }) : undefined;
  return title ? { ...form, uiSchema: { ...form.uiSchema, update_user: { ...own, 'ui:title': title } } } : form;
}
