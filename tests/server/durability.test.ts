import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), 'portal-durability-'));
const port = 18_400 + Math.floor(Math.random() * 500);
const base = `http://127.0.0.1:${port}`;

/** The real `npm start` server process on a PGlite directory. */
async function startServer(): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', DATABASE_APP_URL: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  await new Promise<void>((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`server did not start: ${output}`)), 90_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('listening on http://')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`server exited with ${code}: ${output}`)));
  });
  return child;
}

const stop = (child: ChildProcess, signal: NodeJS.Signals) => new Promise((resolve) => {
  child.once('exit', resolve);
  child.kill(signal);
});

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('embedded database on disk', () => {
  it('keeps committed data across a kill -9 and a restart', async () => {
    let server = await startServer();
    const login = await fetch(`${base}/api/demo/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ user_id: 'customer@demo.test', password: 'Portal-demo-2026', app_id: '', app_url: '' }),
    });
    expect(login.status).toBe(200);
    const { user_key } = (await login.json()) as { user_key: string };
    await stop(server, 'SIGKILL');

    server = await startServer();
    try {
      // The session row written before the kill is still there: the key still works.
      const accounts = await fetch(`${base}/api/demo/accounts/for-user`, { headers: { 'user-key': user_key } });
      expect(accounts.status).toBe(200);
      expect(((await accounts.json()) as unknown[]).length).toBe(2);
    } finally {
      await stop(server, 'SIGTERM');
    }
  }, 240_000);
});
