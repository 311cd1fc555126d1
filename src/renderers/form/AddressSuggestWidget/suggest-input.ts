/** Wait this long after the last keystroke before asking for suggestions. */
export const SUGGEST_DEBOUNCE_MS = 250;
/** The server answers nothing shorter (local provider: MIN_INPUT_LENGTH). */
export const SUGGEST_MIN_LENGTH = 3;

/** What the street box shows: the stored text, never a suggestion object mid-pick. */
export const typedText = (value: unknown): string => (typeof value === 'string' ? value : '');
