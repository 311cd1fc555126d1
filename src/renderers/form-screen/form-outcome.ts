import type { ResolvedScreen } from '../../engine/layout';
import { messageText } from '../../engine/messages/catalogue';
import { formScreenMessages } from '../../engine/messages/form-screen';
import { valueAt } from '../../engine/settings/settings-schema';
import type { SubmitOutcome } from '../schema-form/use-submit';
import { formScreenLoadingMessages } from '../../engine/messages/form-screen-loading';

/** What follows a successful submit (the layout's `then`, with the default of a screen without it). */
export type FormThen = NonNullable<ResolvedScreen['then']>;

/** A form screen without `then` keeps what was typed, as a record editor does. */
export const thenOf = (screen: ResolvedScreen): FormThen => screen.then ?? 'stay';

/** The screen `then` opens, if it opens one. */
export const nextScreenOf = (then: FormThen): string | undefined => (typeof then === 'object' && 'screen' in then ? then.screen : undefined);

/** What takes the form's place after `then: answer`: the answer's words, and the label of its button back where the layout words one. */
export interface FormAnswer {
  text: string;
  button?: string;
}

/** The answer as the layout's `answerFields` word it (dotted fields of the answer), else its message, else `fallback`. */
export function answerOf(screen: ResolvedScreen, outcome: SubmitOutcome, fallback: string): FormAnswer {
  const word = (field: string | undefined) => {
    const value = field ? valueAt(outcome.data, field.split('.')) : undefined;
    return typeof value === 'string' ? value : undefined;
  };
  return { text: word(screen.answerFields?.message) ?? outcome.message ?? fallback, button: word(screen.answerFields?.button) };
}

/** A word of the screen's messages (the form screen's own words, a catalogue key or text), else `fallback`. */
function screenWord(screen: ResolvedScreen, name: string, fallback: string): string {
  const word = screen.messages?.[name] ?? fallback;
  return Object.hasOwn(formScreenMessages, word) ? formScreenMessages[word as keyof typeof formScreenMessages] : messageText(word);
}

/** The words of the way back: the layout's messages.back, else "Back". */
export const backWordOf = (screen: ResolvedScreen): string => screenWord(screen, 'back', formScreenLoadingMessages.back);

/** The words of the way from a second form back to the first: the layout's messages.startOver, else "Start over". */
export const startOverWordOf = (screen: ResolvedScreen): string => screenWord(screen, 'startOver', 'startOver');
