/**
 * Features stay apart (issue 23): a server module (src/server/modules/<a>) never imports another
 * module, and nothing else in src/server imports a module (only the generated
 * modules/handlers.generated.ts gathers their handlers, for app.ts); a screen feature
 * (src/renderers/screens/<a>) never imports another. What
 * two features share lives below them — src/server/<shared folder>, src/engine, or a shared
 * renderer folder — and both import it downward. ESLint's path rules cannot tell a sibling feature
 * from a shared folder at another depth, so this test resolves every relative import instead.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../..');
const SPECIFIERS = /(?:\bfrom\s*|\bimport\s*\(?\s*)['"](\.{1,2}\/[^'"]*)['"]/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The repository-relative targets of a file's relative imports (and re-exports, and dynamic imports). */
export function importsOf(file: string, source: string): string[] {
  return [...source.matchAll(SPECIFIERS)].map((m) => relative(root, normalize(join(root, dirname(file), m[1]))));
}

/** The feature a path belongs to under `base` (its first folder there), or undefined outside one. */
function featureOf(path: string, base: string): string | undefined {
  if (!path.startsWith(`${base}/`)) return undefined;
  const rest = path.slice(base.length + 1).split('/');
  return rest.length > 1 ? rest[0] : undefined;
}

/** Imports from one feature under `base` into another (and, with `nothingElse`, from outside `base` into a feature). */
export function crossings(files: { path: string; source: string }[], base: string, options: { nothingElse?: boolean; gatherer?: string } = {}): string[] {
  return files.flatMap(({ path, source }) => {
    if (path === options.gatherer) return [];
    const from = featureOf(path, base);
    return importsOf(path, source)
      .filter((target) => {
        const to = featureOf(target, base);
        if (to === undefined) return false;
        return from === undefined ? Boolean(options.nothingElse) : from !== to;
      })
      .map((target) => `${path} → ${target}`);
  });
}

const read = (dir: string) => sourceFiles(dir).map((path) => ({ path, source: readFileSync(join(root, path), 'utf8') }));

describe('feature boundaries', () => {
  it('no server module imports another, and no other server code imports a module', () => {
    expect(crossings(read('src/server'), 'src/server/modules', { nothingElse: true, gatherer: 'src/server/modules/handlers.generated.ts' })).toEqual([]);
  });

  it('no screen feature imports another', () => {
    expect(crossings(read('src/renderers/screens'), 'src/renderers/screens')).toEqual([]);
  });

  it('finds a crossing in each direction it forbids, and lets shared code through', () => {
    const files = [
      { path: 'src/server/modules/orders/create.ts', source: "import { submitItem } from '../workflow/submit-item';\nimport { db } from '../../db/database';" },
      { path: 'src/server/modules/orders/deep/x.ts', source: "export { a } from '../../users/admin/rules';\nconst b = import('../own');" },
      { path: 'src/server/notifications/notify.ts', source: "import type { A } from '../modules/users/profile/alert-options';" },
      { path: 'src/server/modules/handlers.generated.ts', source: "import { createFuelOrder } from './orders/create-fuel-order';" },
    ];
    expect(crossings(files, 'src/server/modules', { nothingElse: true, gatherer: 'src/server/modules/handlers.generated.ts' })).toEqual([
      'src/server/modules/orders/create.ts → src/server/modules/workflow/submit-item',
      'src/server/modules/orders/deep/x.ts → src/server/modules/users/admin/rules',
      'src/server/notifications/notify.ts → src/server/modules/users/profile/alert-options',
    ]);
  });
});
