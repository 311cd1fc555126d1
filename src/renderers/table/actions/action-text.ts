import { backOfficeMessages } from '../../../engine/messages/back-office';
import { messageText } from '../../../engine/messages/catalogue';
import { fillFromRow } from './row-values';

/**
 * A layout's word for a table action (label, question, done message): a key of the catalogue or
 * of the back office's messages gives that wording, any other text (a tenant's own) shows as
 * written; {field} placeholders are filled from the row.
 */
export function actionText(keyOrText: string, row: object = {}): string {
  const text = Object.hasOwn(backOfficeMessages, keyOrText) ? backOfficeMessages[keyOrText as keyof typeof backOfficeMessages] : messageText(keyOrText);
  return fillFromRow(text, row);
}
