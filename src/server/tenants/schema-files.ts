import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Every JSON Schema of schemas/ (top level and entities/), with ids set from their paths so relative $refs resolve. */
export function loadSchemaFiles(schemasRoot: string): object[] {
  const entities = readdirSync(join(schemasRoot, 'entities'))
    .filter((f) => f.endsWith('.schema.json'))
    .map((f) => ({ ...JSON.parse(readFileSync(join(schemasRoot, 'entities', f), 'utf8')), $id: `entities/${f}` }));
  const top = readdirSync(schemasRoot)
    .filter((f) => f.endsWith('.schema.json'))
    .map((f) => ({ ...JSON.parse(readFileSync(join(schemasRoot, f), 'utf8')), $id: f }));
  return [...entities, ...top];
}
