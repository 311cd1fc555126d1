/**
 * What flushing every commit costs the embedded database (src/server/db/durable-pglite.ts):
 * single-row INSERT commits and a read, on a data directory, durable against PGlite's default
 * (fsync off, no flush). Rounds interleave the two so machine load hits both alike.
 *
 *   npm run bench:durability [-- --commits 300 --rounds 3]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { durablePglite } from '../src/server/db/durable-pglite';
import { percentile, ratio, table } from './support/stats';

const { values } = parseArgs({ options: { commits: { type: 'string', default: '300' }, rounds: { type: 'string', default: '3' } } });
const commits = Number(values.commits);
const rounds = Number(values.rounds);

type Variant = 'durable' | 'default';
const open = (variant: Variant, dir: string) => (variant === 'durable' ? durablePglite(dir) : new PGlite(dir));

async function measure(variant: Variant): Promise<{ write: number[]; read: number[]; openMs: number }> {
  const dir = mkdtempSync(join(tmpdir(), `bench-durability-${variant}-`));
  try {
    const started = performance.now();
    const db = open(variant, dir);
    await db.waitReady;
    const openMs = performance.now() - started;
    await db.exec('create table ledger (id serial primary key, amount numeric not null, note text)');
    const write: number[] = [];
    const read: number[] = [];
    for (let i = 0; i < commits; i++) {
      let t = performance.now();
      await db.query('insert into ledger (amount, note) values ($1, $2)', [i, `payment ${i}`]);
      write.push(performance.now() - t);
      t = performance.now();
      await db.query('select count(*), sum(amount) from ledger');
      read.push(performance.now() - t);
    }
    await db.close();
    return { write, read, openMs };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const samples: Record<Variant, { write: number[]; read: number[]; open: number[] }> = {
  durable: { write: [], read: [], open: [] },
  default: { write: [], read: [], open: [] },
};
for (let round = 0; round < rounds; round++) {
  for (const variant of ['default', 'durable'] as const) {
    const { write, read, openMs } = await measure(variant);
    samples[variant].write.push(...write);
    samples[variant].read.push(...read);
    samples[variant].open.push(openMs);
  }
}

const med = (xs: number[]) => percentile(xs, 50);
const row = (variant: Variant) => [variant, med(samples[variant].write), percentile(samples[variant].write, 99), 1000 / med(samples[variant].write), med(samples[variant].read), med(samples[variant].open)];
console.log(`${commits} commits × ${rounds} rounds, data directory in ${tmpdir()}`);
console.log(table([['PGlite', 'commit median ms', 'commit p99 ms', 'commits/s (1 ÷ median)', 'read median ms', 'cold open ms'], row('default'), row('durable')]));
console.log(`durable ÷ default: commit ${ratio(med(samples.durable.write), med(samples.default.write))}×, read ${ratio(med(samples.durable.read), med(samples.default.read))}×`);
