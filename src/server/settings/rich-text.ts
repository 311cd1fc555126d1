import sanitizeHtml from 'sanitize-html';
import { isPlainObject } from '../../engine/config/merge-data';
import { richTextPaths, richTextPolicy } from '../../engine/settings/rich-text';

const options: sanitizeHtml.IOptions = {
  allowedTags: [...richTextPolicy.tags],
  allowedAttributes: richTextPolicy.attributes,
  allowedSchemes: [...richTextPolicy.schemes],
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  // A dropped tag's text stays (a <span> keeps its words); script, style and the like lose theirs too.
  disallowedTagsMode: 'discard',
  transformTags: {
    // Every kept link opens apart and tells the target nothing: rel and target are ours, not the sender's.
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...(attribs.href ? { href: attribs.href } : {}), rel: richTextPolicy.linkRel, target: richTextPolicy.linkTarget },
    }),
  },
};

/** Rich text as the portal may show it: the allowlist of src/engine/settings/rich-text, nothing else. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, options);
}

/**
 * A (partial) settings object with every rich-text field it holds sanitised; other fields are
 * left alone (the schema checks them, React escapes them when shown). Returns a new object.
 */
export function sanitizeRichFields<T>(settings: T): T {
  if (!isPlainObject(settings)) return settings;
  const copy = structuredClone(settings) as Record<string, unknown>;
  for (const path of richTextPaths()) {
    let parent: unknown = copy;
    for (const key of path.slice(0, -1)) parent = isPlainObject(parent) && Object.hasOwn(parent, key) ? parent[key] : undefined;
    const last = path[path.length - 1];
    if (isPlainObject(parent) && typeof parent[last] === 'string') parent[last] = sanitizeRichText(parent[last]);
  }
  return copy as T;
}
