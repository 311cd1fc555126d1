import { accountCardMessages } from '../../src/engine/messages/account-cards';
import { assetScreenMessages } from '../../src/engine/messages/asset-screens';
import { clearCachesMessages } from '../../src/engine/messages/clear-caches';
import { configEditorMessages } from '../../src/engine/messages/config-editor';
import { formScreenLoadingMessages } from '../../src/engine/messages/form-screen-loading';
import { formWidgetMessages } from '../../src/engine/messages/form-widgets';
import { identityAnswerMessages } from '../../src/engine/messages/identity-answers';
import { loginPageMessages } from '../../src/engine/messages/login-page';
import { mailIdentityMessages } from '../../src/engine/messages/mail-identity';
import { mailNoticeMessages } from '../../src/engine/messages/mail-notices';
import { notFoundPageMessages } from '../../src/engine/messages/not-found-page';
import { notificationScreenMessages } from '../../src/engine/messages/notification-screens';
import { operationAnswerMessages } from '../../src/engine/messages/operation-answers';
import { orderScreenMessages } from '../../src/engine/messages/order-screens';
import { paymentScreenMessages } from '../../src/engine/messages/payment-screens';
import { pdfTextMessages } from '../../src/engine/messages/pdf-texts';
import { portalFrameMessages } from '../../src/engine/messages/portal-frame';
import { problemMessages } from '../../src/engine/messages/problems';
import { recordPdfMessages } from '../../src/engine/messages/record-pdfs';
import { settingsEditorMessages } from '../../src/engine/messages/settings-editor';
import { settingNameMessages } from '../../src/engine/messages/setting-names';
import { tableControlMessages } from '../../src/engine/messages/table-controls';
import { tankLevelMessages } from '../../src/engine/messages/tank-levels';
import { priceMessages } from '../../src/engine/messages/prices';
import { programMessages } from '../../src/engine/messages/programs';
import { deliveryStatusMessages } from '../../src/engine/messages/delivery-status';
import { toastMessages } from '../../src/engine/messages/toasts';
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
  'account-cards': accountCardMessages,
  'asset-screens': assetScreenMessages,
  'clear-caches': clearCachesMessages,
  'config-editor': configEditorMessages,
  'form-screen-loading': formScreenLoadingMessages,
  'form-widgets': formWidgetMessages,
  'identity-answers': identityAnswerMessages,
  'login-page': loginPageMessages,
  'mail-identity': mailIdentityMessages,
  'mail-notices': mailNoticeMessages,
  'not-found-page': notFoundPageMessages,
  'notification-screens': notificationScreenMessages,
  'operation-answers': operationAnswerMessages,
  'order-screens': orderScreenMessages,
  'payment-screens': paymentScreenMessages,
  'pdf-texts': pdfTextMessages,
  'portal-frame': portalFrameMessages,
  problems: problemMessages,
  'record-pdfs': recordPdfMessages,
  'settings-editor': settingsEditorMessages,
  'setting-names': settingNameMessages,
  'table-controls': tableControlMessages,
  'tank-levels': tankLevelMessages,
  prices: priceMessages,
  programs: programMessages,
  'delivery-status': deliveryStatusMessages,
  toasts: toastMessages,
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
