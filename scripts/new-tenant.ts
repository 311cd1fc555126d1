/**
 * `npm run tenant:new -- <id> "<Supplier name>"`: scaffolds tenants/<id>/ with a valid
 * tenant.json, an empty layout override, a theme and a placeholder logo, then loads it the way
 * the server does so the implementer starts from a folder that boots.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { scaffoldTenant } from './lib/scaffold-tenant.ts';
import { loadTenants } from '../src/server/tenants/load-tenants.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const [id, name] = process.argv.slice(2);
if (!id || !name) {
  console.error('Usage: npm run tenant:new -- <id> "<Supplier name>"');
  process.exit(2);
}
const folder = join(root, 'tenants', id);
if (existsSync(folder)) {
  console.error(`${folder} already exists`);
  process.exit(1);
}
const files = scaffoldTenant(id, name, new Date());
for (const [path, content] of Object.entries(files)) {
  mkdirSync(join(folder, path, '..'), { recursive: true });
  writeFileSync(join(folder, path), content);
}
try {
  loadTenants(join(root, 'tenants'), join(root, 'schemas'), process.env.DEFAULT_TENANT ?? 'demo');
} catch (error) {
  console.error(`The new folder does not load: ${(error as Error).message}`);
  process.exit(1);
}
console.log(`Created tenants/${id}/ (${Object.keys(files).join(', ')}). Restart the server and open http://${id}.localhost:8080`);
