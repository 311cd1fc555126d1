/**
 * The real server process (`src/server/main.ts` on an embedded database directory): what a
 * SIGKILL, a SIGTERM and a stalled client do to it.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../e2e/support/start-server';
import { DEMO_PASSWORD } from './support/test-app';

const dataDir = mkdtempSync(join(tmpdir(), 'portal-lifecycle-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const start = (env: Record<string, string> = {}) => startServer({ DATA_DIR: dataDir, ...env }, 120_000);
const exitOf = (server: RunningServer) =>
  new Promise<number | null>((resolve) => {
    if (server.child.exitCode !== null || server.child.signalCode !== null) resolve(server.child.exitCode);
    else server.child.once('exit', (code) => resolve(code));
  });

/** A client that sends half of a request's headers and then nothing. */
function stalledClient(port: number) {
  const socket = connect(port, '127.0.0.1');
  socket.on('error', () => undefined);
  socket.write('GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ');
  return { closed: new Promise<void>((resolve) => socket.once('close', () => resolve())), socket };
}

describe('the server process', () => {
  it('keeps a write that was answered 2xx through a SIGKILL right after the answer', async () => {
    let server = await start();
    const base = `http://127.0.0.1:${server.port}/api/demo`;
    const login = await fetch(`${base}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ user_id: 'customer@demo.test', password: DEMO_PASSWORD, app_id: '', app_url: '' }),
    });
    const { user_key } = (await login.json()) as { user_key: string };
    const headers = { 'content-type': 'application/json', 'user-key': user_key };
    const profile = (await (await fetch(`${base}/user/profile`, { headers })).json()) as Record<string, unknown>;
    const firstName = `Kill${Date.now() % 100000}`;
    const write = await fetch(`${base}/user/profile`, { method: 'POST', headers, body: JSON.stringify({ first_name: firstName, last_name: profile.last_name }) });
    expect(write.status).toBe(200);
    server.child.kill('SIGKILL');
    await exitOf(server);

    server = await start();
    try {
      const relogin = await fetch(`http://127.0.0.1:${server.port}/api/demo/user/profile`, { headers: { 'user-key': user_key } });
      expect(relogin.status).toBe(200);
      expect(((await relogin.json()) as { first_name: string }).first_name).toBe(firstName);
    } finally {
      await server.stop();
    }
  }, 300_000);

  it('closes the connection of a client that never finishes its request, at the request timeout', async () => {
    const server = await start({ REQUEST_TIMEOUT_MS: '1500' });
    try {
      const client = stalledClient(server.port);
      await client.closed;
      expect(client.socket.destroyed).toBe(true);
    } finally {
      await server.stop();
    }
  }, 180_000);

  it('on SIGTERM exits 0 when nothing is in flight, and exits 1 at the deadline when a client holds on', async () => {
    const idle = await start();
    idle.child.kill('SIGTERM');
    expect(await exitOf(idle)).toBe(0);

    const held = await start({ REQUEST_TIMEOUT_MS: '120000', SHUTDOWN_DEADLINE_MS: '1000' });
    const client = stalledClient(held.port);
    await new Promise((resolve) => setTimeout(resolve, 200));
    held.child.kill('SIGTERM');
    expect(await exitOf(held)).toBe(1);
    client.socket.destroy();
  }, 300_000);
});
