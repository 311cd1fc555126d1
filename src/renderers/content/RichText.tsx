import { createElement } from 'react';
import { translatedText } from '../../engine/messages/data-texts';

/**
 * A text of the settings the server marks rich (x-rich-text): HTML the server sanitised with its
 * allowlist before storing it and again before serving it (src/server/settings/rich-text.ts).
 * Only such HTML may come here — never anything a browser typed. It reads in the active language
 * where the tenant translated it (issue 24): every rich setting is shown here, so one place words
 * them all; the server serves such a translation sanitised too (src/server/settings/rich-translations.ts).
 */
export function RichText({ html, as = 'div', className }: { html: string | undefined; as?: 'div' | 'span' | 'p'; className?: string }) {
  if (!html) return null;
  return createElement(as, { className: className ? `rich-text ${className}` : 'rich-text', dangerouslySetInnerHTML: { __html: translatedText(html) } });
}

/** The words of a rich text in the active language, for where HTML cannot go (a title attribute). The parsed document is inert: nothing in it loads or runs. */
export function richTextWords(html: string | undefined): string | undefined {
  if (!html) return undefined;
  const text = new DOMParser().parseFromString(translatedText(html), 'text/html').body.textContent ?? '';
  return text.replace(/\s+/g, ' ').trim() || undefined;
}
