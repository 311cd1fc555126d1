import { lazy, type ComponentType } from 'react';
import { translationsLoaded } from '../../engine/i18n/translations';

/**
 * React's lazy, resolved once the words of the message sets the chunk imported have arrived in
 * the reader's language (issue 24 item 4: a language's words load with the chunks that use
 * them), so a screen opens in its language rather than flashing English first. `moreWords`: words
 * the chunk reads that no set it imports brings (a screen's data texts: allWordsLoaded).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React's own lazy takes any component type
export function lazyWithWords<Component extends ComponentType<any>>(load: () => Promise<{ default: Component }>, moreWords?: () => Promise<void>) {
  return lazy(async () => {
    const [module] = await Promise.all([load(), moreWords?.()]);
    await translationsLoaded();
    return module;
  });
}
