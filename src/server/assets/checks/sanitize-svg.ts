/**
 * SVG uploads (issue 14: "SVG only if sanitised — no script, no event handlers, no external
 * references — or refused"). DOMPurify's SVG profile on a jsdom window does the cleaning; hooks add
 * what it allows but a logo must not have: references outside the document (href / xlink:href
 * not starting with '#', url(…) in styles that is not url(#…), @import).
 *
 * Decision: anything DANGEROUS (a script, an event handler, a foreignObject or other embedding
 * element, an external reference) refuses the upload — the admin learns the file was hostile or
 * needs fixing, and nothing is stored. Harmless leftovers DOMPurify drops (editor metadata such
 * as sodipodi/inkscape attributes) are removed silently and the cleaned serialisation is what is
 * stored, never the original bytes. DTDs and entities are refused outright (entity-expansion bombs).
 */
import createDOMPurify, { type DOMPurify } from 'dompurify';
import { JSDOM } from 'jsdom';

export type SvgResult = { ok: true; svg: string } | { ok: false; reason: string };

let purifier: DOMPurify | undefined;
/** One jsdom window for the process: building one costs tens of milliseconds. */
function purify(): DOMPurify {
  purifier ??= createDOMPurify(new JSDOM('').window);
  return purifier;
}

const DANGEROUS_ELEMENTS = new Set(['script', 'foreignobject', 'iframe', 'object', 'embed', 'audio', 'video', 'handler', 'listener', 'set', 'animate']);
const EXTERNAL_URL = /url\(\s*['"]?(?!#)/i;
const STYLE_SHEET_DANGER = /url\(\s*['"]?(?!#)|@import|@font-face|image-set\(|expression\(|\\/i;
const SVG_NAMESPACE = 'http://www.w3.org/2000/svg';
const isLocalReference = (value: string) => value.trim().startsWith('#');

export function sanitizeSvg(text: string): SvgResult {
  if (/<!DOCTYPE|<!ENTITY/i.test(text)) return { ok: false, reason: 'The SVG declares a DTD or entities, which are not allowed.' };
  const dompurify = purify();
  const dangers: string[] = [];
  dompurify.addHook('uponSanitizeElement', (node, data) => {
    // CSS escapes (\75 rl, @\69mport) and image-set() hide a fetch from any pattern: a logo's style sheet needs none of them.
    if (data.tagName === 'style' && STYLE_SHEET_DANGER.test(node.textContent ?? '')) {
      dangers.push('a style sheet that loads from outside');
      node.parentNode?.removeChild(node);
    }
  });
  dompurify.addHook('uponSanitizeAttribute', (_node, data) => {
    const name = data.attrName.toLowerCase();
    if ((name === 'href' || name === 'xlink:href') && !isLocalReference(data.attrValue)) {
      dangers.push(`an external reference (${name})`);
      data.keepAttr = false;
    }
    // Any attribute may hold url(…): fill, filter, mask, clip-path and style among them.
    if (EXTERNAL_URL.test(data.attrValue) || (name === 'style' && STYLE_SHEET_DANGER.test(data.attrValue))) {
      dangers.push(`a reference to outside the image (${name})`);
      data.keepAttr = false;
    }
  });
  let clean: string;
  try {
    clean = dompurify.sanitize(text, { USE_PROFILES: { svg: true, svgFilters: true }, FORBID_TAGS: ['foreignObject'], ADD_ATTR: ['xmlns:xlink'] });
  } finally {
    dompurify.removeAllHooks();
  }
  for (const removed of dompurify.removed as { element?: Element; attribute?: Attr | null }[]) {
    const element = removed.element?.nodeName?.toLowerCase();
    const attribute = removed.attribute?.name?.toLowerCase();
    if (element && DANGEROUS_ELEMENTS.has(element)) dangers.push(`a <${element}> element`);
    // An element DOMPurify drops whole (<use>, <image>…) never reaches the attribute hook: look at its references here.
    const reference = removed.element?.getAttribute?.('href') ?? removed.element?.getAttribute?.('xlink:href');
    if (reference && !isLocalReference(reference)) dangers.push(`an external reference (<${element}>)`);
    if (attribute?.startsWith('on')) dangers.push(`an event handler (${attribute})`);
  }
  if (dangers.length) return { ok: false, reason: `The SVG was refused: it contains ${[...new Set(dangers)].join(', ')}.` };
  const svg = clean.trim();
  if (!/^<svg[\s>]/i.test(svg)) return { ok: false, reason: 'The file is not an SVG image.' };
  // Its root must be SVG: a root rebound to another namespace (xmlns="…xhtml") would be served as another kind of document.
  const rootNamespace = /^<svg[^>]*\sxmlns="([^"]*)"/i.exec(svg)?.[1];
  if (rootNamespace !== undefined && rootNamespace !== SVG_NAMESPACE) return { ok: false, reason: 'The SVG root is not in the SVG namespace.' };
  // The HTML serialiser writes a no-break space as &nbsp;, which XML does not know; a file on its own needs its namespace.
  const standalone = svg.replace(/&nbsp;/g, '&#160;');
  const stored = rootNamespace ? standalone : standalone.replace(/^<svg/i, `<svg xmlns="${SVG_NAMESPACE}"`);
  // What is stored must be one well-formed SVG document: text or a second element after the root would be something else than it looks.
  if (!isOneXmlDocument(stored)) return { ok: false, reason: 'The file is not one well-formed SVG image.' };
  return { ok: true, svg: stored };
}

let xmlParser: DOMParser | undefined;
function isOneXmlDocument(xml: string): boolean {
  xmlParser ??= new (new JSDOM('').window.DOMParser)();
  const parsed = xmlParser.parseFromString(xml, 'image/svg+xml');
  return parsed.documentElement.localName === 'svg' && parsed.getElementsByTagName('parsererror').length === 0;
}
