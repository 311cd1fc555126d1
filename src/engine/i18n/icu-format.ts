import type { IcuFormatter, MessageValues } from './icu';
import { formatLocale } from './format-locale';

/**
 * The full ICU MessageFormat formatter (issue 24 item 2): a chunk of its own, loaded with the words
 * of a language other than English (translations.ts; the server loads it at start), so the
 * English login route does not carry it. It reads plain text with ' quoting, `{arg}`, `{arg,
 * number[, integer|percent]}`, `{arg, plural|selectordinal, =n {…} one {…} other {…}}` with `#`,
 * and `{arg, select, … other {…}}`, and words them through Intl.PluralRules and Intl.NumberFormat.
 * tests/engine/i18n/icu-equivalence.test.ts proves it words every shipped message as
 * IntlMessageFormat does. A message outside this subset throws when read; the test catches it.
 */
type Options = Readonly<Record<string, Part[]>>;
/** A piece of a parsed message. */
type Part =
  | string
  /** `#` inside a plural: the plural's number. */
  | { readonly pound: true }
  | { readonly arg: string; readonly type?: 'number'; readonly style?: string }
  | { readonly arg: string; readonly type: 'plural' | 'selectordinal' | 'select'; readonly options: Options };

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
/** A message's parts, read once per text. */
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
    // Figures as the language's formatting locale writes them (es: 1,234.5), like its money.
    numberFormats.set(key, (format = new Intl.NumberFormat(formatLocale(language), options)));
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

export const icuFormatter: IcuFormatter = {
  format(text, values, language) {
    let parts: Part[];
    try {
      parts = partsOf(text);
    } catch {
      // Text outside the subset (a tenant's own wording with a stray brace) is shown as written.
      return text;
    }
    return write(parts, values, language, undefined);
  },
  takesArguments(text) {
    try {
      return partsOf(text).some((part) => typeof part !== 'string');
    } catch {
      return false;
    }
  },
};

/**
 * The names of the arguments a message takes, at any depth (a plural's own and those of its
 * options); throws a SyntaxError for text outside the subset this formatter reads. The config
 * check of a tenant's translations reads it: a translation may use no argument its English lacks.
 */
export function icuArgumentNames(text: string): string[] {
  const names = new Set<string>();
  const walk = (parts: readonly Part[]): void => {
    for (const part of parts) {
      if (typeof part === 'string' || 'pound' in part) continue;
      names.add(part.arg);
      if ('options' in part) Object.values(part.options).forEach(walk);
    }
  };
  walk(partsOf(text));
  return [...names].sort();
}
