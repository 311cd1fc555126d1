/**
 * What drawing a public entry page on the server costs (issue 25 item 1): the time of a GET
 * /login answer as the server draws it (src/server/http/page-render.ts), the first after start,
 * cold (every round after a Clear Caches: the boot answers asked again and the page drawn anew)
 * and cached (the drawn page kept), medians; beside it a signed-in route, served as index.html
 * after the same boot answers are asked, and the page with no page renderer at all is not run
 * here (that is main's figure). Usage: npm run bench:page-render [-- --rounds 30 --skip-build]
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { buildClient } from '../scripts/lib/build-client';
import { startServer } from '../tests/e2e/support/start-server';
import { median, table } from './support/stats';

const { values: args } = parseArgs({ options: { rounds: { type: 'string', default: '30' }, 'skip-build': { type: 'boolean', default: false } } });
const rounds = Number(args.rounds);


if (!args['skip-build']) {
  process.env.NODE_ENV = 'production';
  await buildClient({ mode: 'production', logLevel: 'warn' });
}

/** One GET on the demo tenant's host; resolves with its time (ms) and whether the server drew it. */
function get(port: number, path: string, headers: Record<string, string> = {}): Promise<{ ms: number; drawn: boolean; body: string }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    request({ host: '127.0.0.1', port, path, headers: { host: `demo.localhost:${port}`, 'accept-language': 'en-US,en;q=0.9', ...headers } }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => {
        if (response.statusCode !== 200) reject(new Error(`${path} answered ${response.statusCode}: ${body.slice(0, 200)}`));
        else resolve({ ms: performance.now() - started, drawn: body.includes('data-ssr'), body });
      });
    })
      .on('error', reject)
      .end();
  });
}

const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-page-render-'));
const server = await startServer({ DATA_DIR: dataDir, LOG_LEVEL: 'warn' }, 240_000);
try {
  const login = await fetch(`http://127.0.0.1:${server.port}/api/demo/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ user_id: 'admin@demo.test', password: 'Portal-demo-2026', app_id: '', app_url: '' }),
  });
  const adminKey = ((await login.json()) as { user_key: string }).user_key;
  const clearCaches = () => get(server.port, '/api/clearCaches', { 'user-key': adminKey });

  const first = await get(server.port, '/login');
  if (!first.drawn) throw new Error('/login was not drawn by the server: is dist/ssr built?');
  const cold: number[] = [];
  const cached: number[] = [];
  const signedInRoute: number[] = [];
  // Interleaved, so a burst of load on the shared machine touches every figure alike.
  for (let round = 0; round < rounds; round++) {
    await clearCaches();
    cold.push((await get(server.port, '/login')).ms);
    cached.push((await get(server.port, '/login')).ms);
    signedInRoute.push((await get(server.port, '/accounts')).ms);
  }
  const summary = { rounds, firstAfterStartMs: first.ms, coldMs: median(cold), cachedMs: median(cached), signedInRouteMs: median(signedInRoute), htmlBytes: Buffer.byteLength(first.body) };
  console.log(
    table([
      ['GET', 'median ms'],
      ['/login, first after start', first.ms.toFixed(1)],
      ['/login, cold (after Clear Caches)', summary.coldMs.toFixed(1)],
      ['/login, drawn page kept', summary.cachedMs.toFixed(1)],
      ['/accounts (index.html, not drawn)', summary.signedInRouteMs.toFixed(1)],
    ]),
  );
  console.log(`/login's HTML: ${(summary.htmlBytes / 1024).toFixed(1)} KB uncompressed`);
  mkdirSync('bench/results', { recursive: true });
  writeFileSync('bench/results/page-render.json', `${JSON.stringify(summary, null, 2)}\n`);
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
