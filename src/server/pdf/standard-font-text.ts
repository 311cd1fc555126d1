import type PDFDocument from 'pdfkit';

/**
 * Spaces Intl writes that the standard PDF fonts (Helvetica, WinAnsi encoded) lack: French
 * figures group thousands and set '%' apart by a narrow no-break space (U+202F), which pdfkit
 * drew as a stray glyph ("1 /234,50"). Each becomes the nearest one WinAnsi has: the no-break
 * space (0xA0) where the line must not break, a plain space otherwise.
 */
const WIN_ANSI_SPACES: Readonly<Record<string, string>> = { '\u202f': '\u00a0', '\u2007': '\u00a0', '\u2009': ' ', '\u200a': ' ', '\u2002': ' ', '\u2003': ' ' };
const SPACES = new RegExp(`[${Object.keys(WIN_ANSI_SPACES).join('')}]`, 'g');

export function standardFontText(text: string): string {
  return text.replace(SPACES, (space) => WIN_ANSI_SPACES[space]);
}

/** A document whose text, measured and drawn, passes standardFontText first: every PDF's figures, wherever they are drawn. */
export function withStandardFontText(doc: InstanceType<typeof PDFDocument>): void {
  const text = doc.text.bind(doc) as (text: unknown, ...rest: unknown[]) => typeof doc;
  const widthOfString = doc.widthOfString.bind(doc) as (text: string, ...rest: unknown[]) => number;
  const heightOfString = doc.heightOfString.bind(doc) as (text: string, ...rest: unknown[]) => number;
  const fixed = (value: unknown) => (typeof value === 'string' ? standardFontText(value) : value);
  doc.text = ((value: unknown, ...rest: unknown[]) => text(fixed(value), ...rest)) as typeof doc.text;
  doc.widthOfString = ((value: string, ...rest: unknown[]) => widthOfString(standardFontText(value), ...rest)) as typeof doc.widthOfString;
  doc.heightOfString = ((value: string, ...rest: unknown[]) => heightOfString(standardFontText(value), ...rest)) as typeof doc.heightOfString;
}
