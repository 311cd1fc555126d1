/**
 * Every folder README stays true (issue 23): a file or folder it names in backticks exists, and the
 * folders whose parts a newcomer navigates by (src/engine, src/renderers, src/server and its
 * modules) have each subfolder named in their README. A README that names a moved or deleted file
 * fails here, in the same change that moved it.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../..');
const SKIPPED = new Set(['node_modules', '.git', 'dist', 'data', 'coverage', 'test-results']);

function walk(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    if (SKIPPED.has(entry.name)) return [];
    const path = dir ? `${dir}/${entry.name}` : entry.name;
    return entry.isDirectory() ? [`${path}/`, ...walk(path)] : [path];
  });
}

const everything = walk('');
const readmes = everything.filter((path) => path === 'README.md' || path.endsWith('/README.md'));

/** What looks like a path of ours: a token with a slash or a source/data file extension. */
const EXTENSIONS = /\.(ts|tsx|js|mjs|json|yaml|yml|md|css|sql|html|txt|csv|ndjson|svg)$/;
const isPathLike = (token: string) => (token.includes('/') || EXTENSIONS.test(token)) && /^[\w@.\-/]+$/.test(token);
/**
 * Not ours to check: a package (`@rjsf/core`, `drizzle-orm/pg-core`), a media type
 * (`application/pdf`), a place named by a variable (`DATA_DIR/…`), or what a run writes and git
 * ignores (`bench/results/…`).
 */
const MEDIA_TYPES = new Set(['application', 'text', 'image', 'multipart', 'font']);
const GENERATED = ['bench/results/', 'bench-', 'dist/', 'data/', 'test-results/'];
const isNotOurs = (token: string) => {
  const first = token.split('/')[0];
  return (
    token.startsWith('@') ||
    MEDIA_TYPES.has(first) ||
    /^[A-Z][A-Z0-9_]+$/.test(first) ||
    GENERATED.some((prefix) => token.startsWith(prefix)) ||
    existsSync(join(root, 'node_modules', first))
  );
};

/** The path-like names a README mentions in backticks (code blocks included) and in its headings (`## payments/autopay/`). */
export function mentionsOf(text: string): string[] {
  const quoted = [...text.matchAll(/`([^`\n]+)`/g)].map((m) => m[1].trim());
  const headed = [...text.matchAll(/^#+ (.+)$/gm)].flatMap((m) => m[1].split(/[\s,]+/)).filter((t) => !t.includes('`'));
  const tokens = [...quoted, ...headed];
  return [...new Set(tokens.filter((t) => isPathLike(t) && !t.startsWith('/') && !t.startsWith('.') && !isNotOurs(t)))];
}

/**
 * A mention resolves when some file or folder of the repository ends with it, at a folder boundary
 * (`openapi/register-operations.ts` names src/server/openapi/register-operations.ts; a module name
 * without its extension, `document-pdf/layout`, names layout.ts).
 */
export function resolves(mention: string, paths: readonly string[]): boolean {
  const wanted = mention.replace(/\/$/, '');
  const folder = mention.endsWith('/');
  return paths.some((path) => {
    const isFolder = path.endsWith('/');
    if (folder && !isFolder) return false;
    const bare = isFolder ? path.slice(0, -1) : path;
    const candidates = isFolder ? [bare] : [bare, bare.replace(/\.(ts|tsx|js|mjs)$/, '')];
    return candidates.some((c) => c === wanted || c.endsWith(`/${wanted}`));
  });
}

/** Folders whose every subfolder the README must name (as `name/`, or `modules/name/` for modules). */
const INDEXED: { folder: string; readme: string; prefix: string }[] = [
  { folder: 'src/engine', readme: 'src/engine/README.md', prefix: '' },
  { folder: 'src/renderers', readme: 'src/renderers/README.md', prefix: '' },
  { folder: 'src/server', readme: 'src/server/README.md', prefix: '' },
  { folder: 'src/server/modules', readme: 'src/server/README.md', prefix: 'modules/' },
  { folder: 'src/renderers/screens', readme: 'src/renderers/README.md', prefix: 'screens/' },
];

const subfolders = (folder: string) =>
  readdirSync(join(root, folder)).filter((name) => statSync(join(root, folder, name)).isDirectory() && !SKIPPED.has(name));

/** Whether `text` names the folder `name` (as `name/`, `prefix+name/` or a `## prefix+name/` heading). */
export function namesFolder(text: string, name: string, prefix: string): boolean {
  const escaped = `${prefix}${name}`.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const boundary = prefix ? '' : '(?<![\\w./-])';
  return new RegExp(`${boundary}${escaped}/`).test(text);
}

describe('folder READMEs', () => {
  it.each(readmes)('%s names only files and folders that exist', (readme) => {
    const text = readFileSync(join(root, readme), 'utf8');
    const stale = mentionsOf(text).filter((mention) => !resolves(mention, everything));
    expect(stale, `${readme} names what is not in the repository (relative to ${dirname(readme) || '.'}/)`).toEqual([]);
  });

  it.each(INDEXED)('$readme names every subfolder of $folder', ({ folder, readme, prefix }) => {
    const text = readFileSync(join(root, readme), 'utf8');
    expect(subfolders(folder).filter((name) => !namesFolder(text, name, prefix))).toEqual([]);
  });

  it('finds a stale name and an unnamed folder (the checks above bite)', () => {
    const paths = ['src/server/openapi/', 'src/server/openapi/pipeline/', 'src/server/openapi/pipeline/run-outside-steps.ts'];
    expect(resolves('openapi/run-outside-steps.ts', paths)).toBe(false);
    expect(resolves('pipeline/run-outside-steps.ts', paths)).toBe(true);
    expect(resolves('openapi/pipeline/run-outside-steps', paths)).toBe(true);
    expect(resolves('pipeline/', paths)).toBe(true);
    expect(mentionsOf('see `src/server/app.ts`, `@rjsf/core`, `/api/{tenant}`, `x-form`, `application/pdf`, `DATA_DIR/key` and `README.md`')).toEqual([
      'src/server/app.ts',
      'README.md',
    ]);
    expect(mentionsOf('## modules/workflow/submit-item.ts\n\n## auth/ and `sensitive/`')).toEqual(['sensitive/', 'modules/workflow/submit-item.ts', 'auth/']);
    expect(namesFolder('the `payments/` folder', 'payments', '')).toBe(true);
    expect(namesFolder('see `modules/payments/`', 'payments', '')).toBe(false);
    expect(namesFolder('see `modules/payments/`', 'payments', 'modules/')).toBe(true);
  });

  it('reads every README it should', () => {
    expect(readmes).toEqual(expect.arrayContaining(['README.md', 'src/server/README.md', 'src/renderers/README.md', 'tests/README.md', 'openapi/README.md', 'schemas/README.md']));
    expect(relative(root, root)).toBe('');
  });
});
