/**
 * `npm start`: builds the SPA when its sources are newer than dist/client, then runs the server
 * (which migrates, seeds and serves SPA + API from one process).
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { keepingNodeEnv } from './node-env';

const root = fileURLToPath(new URL('..', import.meta.url));
const clientSources = ['index.html', 'vite.config.ts', 'package-lock.json', 'src/engine', 'src/machines', 'src/renderers', 'schemas', 'openapi/generated'];

function newestMtime(path: string): number {
  const full = join(root, path);
  if (!existsSync(full)) return 0;
  const stat = statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(full).map((entry) => newestMtime(join(path, entry))));
}

const builtAt = existsSync(join(root, 'dist/client/index.html')) ? statSync(join(root, 'dist/client/index.html')).mtimeMs : 0;
// The page renderer (dist/ssr) is built with the client: a build without it is built again.
if (Math.max(...clientSources.map(newestMtime)) > builtAt || !existsSync(join(root, 'dist/ssr/server-render.js'))) {
  console.log('Building the web client…');
  const { buildClient } = await import('./lib/build-client');
  await keepingNodeEnv(() => buildClient({ root, logLevel: 'warn', configFile: join(root, 'vite.config.ts') }));
}
await import('../src/server/main.ts');
