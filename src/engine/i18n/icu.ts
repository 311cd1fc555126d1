/**
 * ICU MessageFormat in the engine (issue 24 item 2), small enough for the login route:
 * intl-messageformat costs 7–10 KB of the first download. English messages take only plain
 * `{name}` arguments, which are filled here; the full formatter (icu-format.ts: plurals, selects,
 * numbers, quotes) is a chunk that loads with another language's words and installs itself.
 * tests/engine/i18n/icu-equivalence.test.ts proves both word every shipped message as
 * IntlMessageFormat does.
 */
export type MessageValues = Readonly<Record<string, string | number>>;

export interface IcuFormatter {
  /** A message in `language` with its arguments filled; one without a value stays as written ('{n}'). */
  format(text: string, values: MessageValues, language: string): string;
  /** Whether a message takes arguments (else its text, quotes resolved, is all there is to show). */
  takesArguments(text: string): boolean;
}

let full: IcuFormatter | undefined;

/** The full formatter, once its chunk has loaded. */
export function installFormatter(formatter: IcuFormatter): void {
  full = formatter;
}

/** A message in `language` with its arguments filled; an argument without a value stays as written ('{n}'). */
export function formatMessage(text: string, values: MessageValues, language: string): string {
  if (full) return full.format(text, values, language);
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** Whether a message takes arguments. */
export function takesArguments(text: string): boolean {
  return full ? full.takesArguments(text) : /\{\w+\}/.test(text);
}
