import { backOfficeMessages } from '../../src/engine/messages/back-office';
import { botCheckMessages } from '../../src/engine/messages/bot-check';
import { messages } from '../../src/engine/messages/catalogue';
import { confirmMessages, dialogTitles } from '../../src/engine/messages/confirm';
import { formScreenMessages } from '../../src/engine/messages/form-screen';
import { importMessages } from '../../src/engine/messages/imports';
import { orderChoiceMessages } from '../../src/engine/messages/order-choices';
import { paymentLimitMessages } from '../../src/engine/messages/payment-limits';
import { pendingPaymentMessages } from '../../src/engine/messages/pending-payments';
import { shellMessages } from '../../src/engine/messages/shell';
import { signupDoneMessages } from '../../src/engine/messages/signup-done';
import { submitHintMessages } from '../../src/engine/messages/submit-hint';
import { tableMessages } from '../../src/engine/messages/tables';
import { throttleMessages } from '../../src/engine/messages/throttle';
import { webhookMessages } from '../../src/engine/messages/webhooks';

/**
 * Every English message set of src/engine/messages, by the name its translations go by: the file
 * name, and for confirm.ts's second set `confirm#dialogTitles` (locales/<locale>/confirm.ts
 * exports it as `dialogTitles` beside the default export). A new set is listed here, so the
 * locale tests ask its translations and the data-text lister leaves its keys out.
 */
export const englishSets: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  'back-office': backOfficeMessages,
  'bot-check': botCheckMessages,
  catalogue: messages,
  confirm: confirmMessages,
  'confirm#dialogTitles': dialogTitles,
  'form-screen': formScreenMessages,
  imports: importMessages,
  'order-choices': orderChoiceMessages,
  'payment-limits': paymentLimitMessages,
  'pending-payments': pendingPaymentMessages,
  shell: shellMessages,
  'signup-done': signupDoneMessages,
  'submit-hint': submitHintMessages,
  tables: tableMessages,
  throttle: throttleMessages,
  webhooks: webhookMessages,
};

/** Whether a layout's or form's text is a message key (worded by a set, translated with it) rather than a text of its own. */
export function isAnyMessageKey(text: string): boolean {
  return Object.values(englishSets).some((set) => Object.hasOwn(set, text));
}
