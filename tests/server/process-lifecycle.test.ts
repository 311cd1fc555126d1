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

// Empty: the first server migrates and seeds it on start, as the browser tests' server does; a
// seeded copy (support/test-app.ts, seedDataDir) saved ~13 s of this file on a loaded machine,
// and was left out so that a first start on a new directory stays tested in this lane too.
const dataDir = mkdtempSync(join(tmpdir(), 'portal-lifecycle-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const start = (env: Record<string, string> = {}) => startServer({ DATA_DIR: dataDir, ...env }, 120_000);
const exitOf = (server: RunningServer) =>
  new Promise<number | null>((resolve) => {
    if (server.child.exitCode !== null || server.child.signalCode !== null) resolve(server.child.exitCode);
    else server.child.once('exit', (code) => resolve(code));
  });

/**
 * A client that sends half of a request's headers and then nothing. It reads what it is sent, as
 * a real client does: a socket nobody reads never sees the server's FIN behind buffered bytes, so
 * when the server's 408 arrived before its close (the request-timeout check winning the race with
 * the idle timeout, as under load) the test waited for a 'close' that could not come.
 */
function stalledClient(port: number) {
  const socket = connect(port, '127.0.0.1');
  let received = '';
  socket.on('error', () => undefined);
  socket.setEncoding('latin1');
  socket.on('data', (chunk: string) => (received += chunk));
  socket.write('GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ');
  return { closed: new Promise<void>((resolve) => socket.once('close', () => resolve())), socket, received: () => received };
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
      // Said with what the server printed if it never comes (CI hung here once, with nothing to read).
      let waited: NodeJS.Timeout | undefined;
      const stuck = new Promise<never>((_, reject) => {
        waited = setTimeout(() => reject(new Error(`the stalled connection was still open after 60 s (socket: ${client.socket.readyState}, ${client.socket.bytesRead} bytes read)\n--- server output ---\n${server.output()}`)), 60_000);
      });
      await Promise.race([client.closed, stuck]).finally(() => clearTimeout(waited));
      expect(client.socket.destroyed).toBe(true);
      // Closed either bare (the idle timeout) or after a 408 (the request timeout): never another answer.
      if (client.received()) expect(client.received()).toMatch(/^HTTP\/1\.1 408 /);
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
