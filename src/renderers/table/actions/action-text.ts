import { backOfficeMessages } from '../../../engine/messages/back-office';
import { messageText } from '../../../engine/messages/catalogue';
import { tableMessages } from '../../../engine/messages/tables';
import { fillFromRow } from './row-values';

/**
 * A layout's word for a table action (label, question, done message) or state: a key of the
 * catalogue, of the back office's messages or of the tables' gives that wording, any other text (a tenant's own) shows as
 * written; {field} placeholders are filled from the row.
 */
export function actionText(keyOrText: string, row: object = {}): string {
  const text = Object.hasOwn(backOfficeMessages, keyOrText)
    ? backOfficeMessages[keyOrText as keyof typeof backOfficeMessages]
    : Object.hasOwn(tableMessages, keyOrText)
      ? tableMessages[keyOrText as keyof typeof tableMessages]
      : messageText(keyOrText);
  return fillFromRow(text, row);
}
