import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Where the browser's loaders of the form entities are written. */
export const FORM_ENTITY_LOADERS_FILE = 'src/renderers/schema-form/form-entity-loaders.generated.ts';

/**
 * The browser's lazy loader of each entity schema a form may be built from: the entities
 * src/engine/forms/entities.ts lists (the server's and the config editor's, imported whole), each
 * a chunk of its own. Written from that file's imports, so the two lists cannot part; a glob of
 * schemas/entities/ put all 220 entity files' names and chunk paths in the login route instead.
 */
export function formEntityLoadersSource(root: string, header: string): string {
  const registry = readFileSync(join(root, 'src/engine/forms/entities.ts'), 'utf8');
  const names = [...registry.matchAll(/from '\.\.\/\.\.\/\.\.\/schemas\/entities\/([\w-]+)\.schema\.json'/g)].map(([, name]) => name).sort();
  if (!names.length) throw new Error('src/engine/forms/entities.ts imports no entity schema');
  const lines = names.map((name) => `  '${name}': () => import('../../../schemas/entities/${name}.schema.json').then((file) => file.default as SchemaNode),`);
  return `${header}import type { SchemaNode } from '../../engine/forms';

export const formEntityLoaders: Readonly<Record<string, () => Promise<SchemaNode>>> = {
${lines.join('\n')}
};
`;
}
