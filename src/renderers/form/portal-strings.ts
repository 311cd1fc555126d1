import { englishStringTranslator, TranslatableString } from '@rjsf/utils';
import { formWidgetMessages } from '../../engine/messages/form-widgets';

/** rjsf's own words that our forms show (a list's buttons), by the form-widgets set's keys. */
const WORDED: Partial<Record<TranslatableString, keyof typeof formWidgetMessages>> = {
  [TranslatableString.AddItemButton]: 'addItem',
  [TranslatableString.MoveUpButton]: 'moveItemUp',
  [TranslatableString.MoveDownButton]: 'moveItemDown',
  [TranslatableString.RemoveButton]: 'removeItem',
  [TranslatableString.CopyButton]: 'copyItem',
};

/**
 * The theme's translateString: rjsf words its buttons in English only, so those our forms show
 * are read from a message set (the reader's language, when asked); any other keeps rjsf's English.
 */
export function portalStrings(text: TranslatableString, params?: string[]): string {
  const key = WORDED[text];
  return key ? formWidgetMessages[key] : englishStringTranslator(text, params);
}
