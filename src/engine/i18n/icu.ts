/**
 * ICU MessageFormat, small enough for the login route (issue 24 item 2): plain text with '
 * quoting, `{arg}`, `{arg, number[, integer|percent]}`, `{arg, plural|selectordinal, =n {…} one
 * {…} other {…}}` with `#`, and `{arg, select, … other {…}}`. intl-messageformat does the same in
 * 7–10 KB of the first download; this formats through Intl.PluralRules and Intl.NumberFormat and
 * tests/engine/i18n/icu-equivalence.test.ts proves it words every shipped message exactly as
 * IntlMessageFormat does. Dates in messages are not supported: formatters in engine/format give
 * them as text arguments. A message outside this subset throws at parse; the test catches it.
 */
type Options = Readonly<Record<string, Part[]>>;
type Part =
  | string
  /** `#` inside a plural: the plural's number. */
  | { readonly pound: true }
  | { readonly arg: string; readonly type?: 'number'; readonly style?: string }
  | { readonly arg: string; readonly type: 'plural' | 'selectordinal' | 'select'; readonly options: Options };

export type MessageValues = Readonly<Record<string, string | number>>;

function parse(text: string): Part[] {
  let at = 0;
  const fail = (why: string): never => {
    throw new SyntaxError(`${why} at ${at} in "${text}"`);
  };
  const space = () => {
    while (/\s/.test(text[at] ?? '')) at++;
  };
  const word = () => {
    space();
    const start = at;
    while (at < text.length && /[^\s{},#]/.test(text[at])) at++;
    if (at === start) fail('a name is missing');
    return text.slice(start, at);
  };
  const expect = (char: string) => {
    space();
    if (text[at] !== char) fail(`'${char}' expected`);
    at++;
  };

  const parts = (inPlural: boolean, nested: boolean): Part[] => {
    const out: Part[] = [];
    let literal = '';
    const flush = () => {
      if (literal) out.push(literal);
      literal = '';
    };
    while (at < text.length) {
      const char = text[at];
      if (char === "'") {
        const next = text[at + 1];
        if (next === "'") {
          literal += "'";
          at += 2;
        } else if (next !== undefined && (next === '{' || next === '}' || (inPlural && next === '#'))) {
          // A quoted literal runs to the next lone apostrophe ('' inside is one apostrophe).
          at++;
          while (at < text.length) {
            if (text[at] === "'" && text[at + 1] === "'") {
              literal += "'";
              at += 2;
            } else if (text[at] === "'") {
              at++;
              break;
            } else literal += text[at++];
          }
        } else {
          literal += "'";
          at++;
        }
      } else if (char === '{') {
        flush();
        at++;
        out.push(argument());
      } else if (char === '}') {
        if (!nested) fail("unmatched '}'");
        break;
      } else if (char === '#' && inPlural) {
        flush();
        out.push({ pound: true });
        at++;
      } else {
        literal += char;
        at++;
      }
    }
    flush();
    return out;
  };

  const argument = (): Part => {
    const arg = word();
    space();
    if (text[at] === '}') {
      at++;
      return { arg };
    }
    expect(',');
    const type = word();
    space();
    if (type === 'number') {
      let style: string | undefined;
      if (text[at] === ',') {
        at++;
        style = word();
      }
      expect('}');
      return style ? { arg, type, style } : { arg, type };
    }
    if (type !== 'plural' && type !== 'selectordinal' && type !== 'select') return fail(`unsupported argument type '${type}'`);
    expect(',');
    const options: Record<string, Part[]> = {};
    for (;;) {
      space();
      if (text[at] === '}') break;
      const selector = word();
      expect('{');
      options[selector] = parts(type !== 'select', true);
      expect('}');
    }
    if (!options.other) fail(`'${arg}' has no 'other' option`);
    at++;
    return { arg, type, options };
  };

  const result = parts(false, false);
  if (at < text.length) fail('unexpected text');
  return result;
}

const parsed = new Map<string, Part[]>();
/** A message's parts, parsed once per text. */
function partsOf(text: string): Part[] {
  let parts = parsed.get(text);
  if (!parts) parsed.set(text, (parts = parse(text)));
  return parts;
}

const numberFormats = new Map<string, Intl.NumberFormat>();
function numberFormat(language: string, style?: string): Intl.NumberFormat {
  const key = `${language}|${style ?? ''}`;
  let format = numberFormats.get(key);
  if (!format) {
    const options: Intl.NumberFormatOptions = style === 'integer' ? { maximumFractionDigits: 0 } : style === 'percent' ? { style: 'percent' } : {};
    numberFormats.set(key, (format = new Intl.NumberFormat(language, options)));
  }
  return format;
}

function write(parts: readonly Part[], values: MessageValues, language: string, pound: number | undefined): string {
  let out = '';
  for (const part of parts) {
    if (typeof part === 'string') out += part;
    else if ('pound' in part) out += pound === undefined ? '#' : numberFormat(language).format(pound);
    else if (!(part.arg in values)) out += `{${part.arg}}`;
    else {
      const value = values[part.arg];
      if (!('options' in part)) {
        if (part.type === 'number') out += numberFormat(language, part.style).format(Number(value));
        // A plain argument is written as given, a number too ('{n} gallons': 1000, not 1,000), as ICU does.
        else out += String(value);
      } else if (part.type === 'select') out += write(part.options[String(value)] ?? part.options.other, values, language, pound);
      else {
        const n = Number(value);
        const exact = part.options[`=${n}`];
        const category = new Intl.PluralRules(language, { type: part.type === 'plural' ? 'cardinal' : 'ordinal' }).select(n);
        out += write(exact ?? part.options[category] ?? part.options.other, values, language, n);
      }
    }
  }
  return out;
}

/**
 * A message in `language` with its arguments filled. An argument without a value stays as
 * written ('{n}'), so a half-filled message still reads; text outside the subset (a tenant's own
 * wording with a stray brace) is shown as written.
 */
export function formatMessage(text: string, values: MessageValues, language: string): string {
  let parts: Part[];
  try {
    parts = partsOf(text);
  } catch {
    return text;
  }
  return write(parts, values, language, undefined);
}

/** Whether a message takes arguments (else its text, quotes resolved, is all there is to show). */
export function takesArguments(text: string): boolean {
  try {
    return partsOf(text).some((part) => typeof part !== 'string');
  } catch {
    return false;
  }
}

/** Whether a text is a message this formatter reads (a translation's check, the equivalence test). */
export function isMessageText(text: string): boolean {
  try {
    partsOf(text);
    return true;
  } catch {
    return false;
  }
}
