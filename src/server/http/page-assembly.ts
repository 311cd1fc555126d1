import { BOOT_ANSWERS_ID, type BootAnswers } from '../../engine/api/boot-answers';
import type { RenderedPage } from '../../engine/page-render/page-renderer';
import { SIGNED_IN_GUARD } from './signed-in-guard';

/** What the page says besides the drawn screen: the answers it came with and the tenant's look. */
export interface PageParts extends RenderedPage {
  answers: BootAnswers;
  /** The tenant's theme.css (its colours), linked as the browser links it (use-tenant-theme.ts). */
  themeHref: string;
  /** The tenant's logo as the page's icon, when it has one. */
  iconHref?: string;
}

const ROOT = /<div id="root">[\s\S]*<\/div>(\s*<\/body>)/;
/** The build's module scripts in the template's head (the shell and its runtime). */
const MODULE_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/g;
/** Loads a drawn page's modules after its first paint (public/scripts-after-paint.js). */
export const AFTER_PAINT_LOADER = '/scripts-after-paint.js';

/** Text for an HTML attribute or element. */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * JSON inside a script element: `<` written as \u003c, so no text of an answer can close the
 * element (`</script>`) or open a comment; U+2028/2029 escaped for old parsers. Still the same JSON.
 */
export const scriptJson = (value: unknown): string => JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

/**
 * The built index.html with the screen drawn in #root (marked data-ssr, which main.tsx hydrates),
 * the document's title and language, the tenant's stylesheet and icon in the head so the first
 * paint has its colours, and the answers the drawing read as a JSON script element (data, not
 * code: the CSP's script-src does not apply to it); right after #root, the guard that takes the
 * drawing away in a browser with a session (signed-in-guard.ts). Undefined when the template has no #root.
 */
export function assemblePage(template: string, page: PageParts): string | undefined {
  if (!ROOT.test(template)) return undefined;
  // The screen is in the page: its scripts only make it interactive, so they load after its first
  // paint instead of sharing a slow line with the stylesheets that paint needs (issue 25, bench:login:
  // LCP /login ÷ the static page 1.43 → 1.01).
  const modules = [...template.matchAll(MODULE_SCRIPT)].map((match) => match[1]);
  const loader = modules.length ? `<script src="${AFTER_PAINT_LOADER}" data-modules="${escapeHtml(modules.join(' '))}" defer></script>` : '';
  const head = [
    `<link id="tenant-theme" rel="stylesheet" href="${escapeHtml(page.themeHref)}">`,
    ...(page.iconHref ? [`<link id="tenant-icon" rel="icon" href="${escapeHtml(page.iconHref)}">`] : []),
  ].join('');
  return template
    .replace(MODULE_SCRIPT, '')
    .replace(/<html lang="[^"]*">/, () => `<html lang="${escapeHtml(page.lang)}">`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(page.title)}</title>`)
    .replace('</head>', () => `${head}${loader}</head>`)
    .replace(ROOT, (_, end: string) => `<div id="root" data-ssr="">${page.html}</div><script>${SIGNED_IN_GUARD}</script><script type="application/json" id="${BOOT_ANSWERS_ID}">${scriptJson(page.answers)}</script>${end}`);
}
