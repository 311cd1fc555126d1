import type { BuiltForm } from '../../engine/forms';
import { fillerOf, messageText } from '../../engine/messages/catalogue';
import { submitHintMessages } from '../../engine/messages/submit-hint';
import { missingFields } from './missing-required';

const fill = fillerOf(submitHintMessages);

/** The id of a form's hint, which its disabled submit button is described by. */
export const submitHintId = (prefix: string) => `${prefix}__submit-hint`;

/**
 * Why a form's submit waits, for whoever cannot see it greyed out: where the spec keeps a submit
 * disabled (Log In until both fields are filled, Save while a message shows), the button is
 * described by this hint (aria-describedby), naming the required fields still empty. Nothing is
 * drawn while the button can be pressed.
 */
export function SubmitHint({ form, formData, prefix, waiting }: { form: BuiltForm; formData: object; prefix: string; waiting: boolean }) {
  if (!waiting) return null;
  const missing = missingFields(form, formData);
  return (
    <span id={submitHintId(prefix)} className="sr-only">
      {missing.length > 0 ? fill('fillIn', { fields: missing.map(messageText).join(', ') }) : submitHintMessages.correctFields}
    </span>
  );
}
