/**
 * Start-up benchmark: time from spawning the server to its first answer, on a fresh PGlite
 * data directory (cold: create, migrate, seed) and on the same directory again (restart).
 * Runs each N times and prints medians. Usage: npx tsx bench/startup.ts [runs]
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { median } from './support/stats';

const root = fileURLToPath(new URL('..', import.meta.url));
const runs = Number(process.argv[2] ?? 3);

async function timeToFirstResponse(dataDir: string, port: number): Promise<number> {
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, HOST: '127.0.0.1' },
    stdio: 'ignore',
  });
  try {
    for (let attempt = 0; attempt < 1200; attempt++) {
      try {
        const response = await fetch(`http://127.0.0.1:${port}/api/settings?host=localhost`);
        if (response.ok) return performance.now() - started;
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error('server did not answer within 60 s');
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  }
}

const cold: number[] = [];
const restart: number[] = [];
for (let i = 0; i < runs; i++) {
  const dir = mkdtempSync(join(tmpdir(), 'portal-bench-'));
  cold.push(await timeToFirstResponse(dir, 18_500 + i));
  restart.push(await timeToFirstResponse(dir, 18_600 + i));
  rmSync(dir, { recursive: true, force: true });
}
console.log(`cold start to first response: median ${(median(cold) / 1000).toFixed(2)} s over ${runs} runs (${cold.map((v) => (v / 1000).toFixed(2)).join(', ')})`);
console.log(`restart to first response:    median ${(median(restart) / 1000).toFixed(2)} s over ${runs} runs (${restart.map((v) => (v / 1000).toFixed(2)).join(', ')})`);
console.log(`restart / cold ratio: ${(median(restart) / median(cold)).toFixed(2)}`);
