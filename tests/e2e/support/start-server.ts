import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

export interface RunningServer {
  port: number;
  /** The server process, for tests that signal it themselves. */
  child: ChildProcess;
  /** Everything the server printed so far (its log lines). */
  output(): string;
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** Starts `node --import tsx src/server/main.ts` and resolves once it prints 'listening on http://'. */
export async function startServer(env: Record<string, string>, timeoutMs = 90_000): Promise<RunningServer> {
  const port = await freePort();
  // The embedded PGlite in DATA_DIR unless the caller names a DATABASE_URL (the test runner's own is never inherited).
  // Production unless the caller names another NODE_ENV (a webhook receiver on this machine needs development's rules).
  const childEnv: NodeJS.ProcessEnv = { ...process.env, DATABASE_URL: '', DATABASE_APP_URL: '', NODE_ENV: 'production', ...env, PORT: String(port) };
  // Node with tsx's loader, not the tsx command: that one runs the server in a child process of
  // its own, which a test's SIGKILL of the child it holds left running (an orphan server writing
  // to the same PGlite directory as the one started next; CI hung on it). A process group of its
  // own all the same, so a failed start is cleaned up with whatever the server started.
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], { env: childEnv, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => fail(new Error(`server did not print 'listening on http://' within ${timeoutMs} ms`)), timeoutMs);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('listening on http://')) {
        clearTimeout(timer);
        resolve();
      }
    };
    function fail(error: Error) {
      clearTimeout(timer);
      killGroup(child);
      reject(new Error(`${error.message}\n--- server output ---\n${output}`));
    }
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code, signal) => fail(new Error(`server exited early (code ${code}, signal ${signal})`)));
  });
  // Keep reading the pipes (a chatty server never blocks on a full buffer), and keep what it says.
  const keep = (chunk: Buffer) => (output += chunk.toString());
  child.stdout?.removeAllListeners('data').on('data', keep);
  child.stderr?.removeAllListeners('data').on('data', keep);
  return { port, child, output: () => output, stop: () => stopChild(child) };
}

function killGroup(child: ChildProcess): void {
  try {
    if (child.pid) process.kill(-child.pid, 'SIGKILL');
  } catch {
    child.kill('SIGKILL');
  }
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => killGroup(child), 5_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
