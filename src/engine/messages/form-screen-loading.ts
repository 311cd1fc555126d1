import { messageSet } from './message-set';
import { fillerOf } from './catalogue';

/**
 * (not in the spec) What the generic form screen says while its record or answer loads, and its
 * way back where the layout names none. Only the form screens, loaded on use, carry them.
 */
export const formScreenLoadingMessages = messageSet({
  /** A screen loading its record: "Loading My Profile", else "Loading the form" / "Loading the answer". */
  loadingScreen: 'Loading {screen}',
  theForm: 'the form',
  theAnswer: 'the answer',
  back: 'Back',
}, (language) => import(`./locales/${language}/form-screen-loading.ts`));

/** A form screen message with its {placeholders} filled. */
export const fillFormScreenLoading = fillerOf(formScreenLoadingMessages);
