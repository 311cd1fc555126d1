/**
 * Runs autocannon in a child process, so the load generator does not share the event loop (and
 * its CPU time) with the server under test, which runs in the benchmark's own process.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { Summary } from './stats';

const child = fileURLToPath(new URL('./autocannon-child.ts', import.meta.url));

interface AutocannonResult {
  latency: { p50: number; p99: number };
  requests: { total: number };
  non2xx: number;
  errors: number;
  timeouts: number;
  duration: number;
}

/** A request other than a GET: a GraphQL query is a POST with a JSON body. */
export interface RequestShape {
  method: 'POST';
  body: string;
  headers: Record<string, string>;
}

/**
 * Loads `url` with `connections` connections for `seconds`, each connection sending one of `keys`
 * as its user-key (none when `keys` is empty).
 */
export async function autocannon(url: string, keys: string[], connections: number, seconds: number, shape?: RequestShape): Promise<Summary> {
  const proc = spawn(process.execPath, ['--import', 'tsx', child, JSON.stringify({ url, keys, connections, seconds, ...shape })], { stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  let err = '';
  proc.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  proc.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => proc.once('exit', resolve));
  if (code !== 0) throw new Error(`autocannon failed (${code}): ${err}`);
  const result = JSON.parse(out) as AutocannonResult;
  return {
    median: result.latency.p50,
    p99: result.latency.p99,
    perSecond: result.requests.total / result.duration,
    count: result.requests.total,
    errors: result.non2xx + result.errors + result.timeouts,
  };
}
