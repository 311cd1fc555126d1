/** Helpers of the import tests: upload a file as an Admin and run the worker until the job is done. */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { components } from '../../../openapi/generated/tenant-api';

export type Job = components['schemas']['ImportJob'];
export type Refusal = components['schemas']['ImportRefusal'];

export const SAMPLE_NDJSON = readFileSync(fileURLToPath(new URL('../../../docs/import-sample.ndjson', import.meta.url)), 'utf8');
export const SAMPLE_CSV = readFileSync(fileURLToPath(new URL('../../../docs/import-sample-transactions.csv', import.meta.url)), 'utf8');

export const ndjson = (...records: object[]) => records.map((r) => JSON.stringify(r)).join('\n') + '\n';

export async function upload(app: FastifyInstance, key: string, body: string | Buffer, options: { csv?: boolean; query?: string; tenant?: string } = {}) {
  return app.inject({
    method: 'POST',
    url: `/api/${options.tenant ?? 'demo'}/imports${options.query ? `?${options.query}` : ''}`,
    headers: { 'user-key': key, 'content-type': options.csv ? 'text/csv' : 'application/x-ndjson' },
    payload: body,
  });
}

/** Uploads, runs the worker to the end and answers the finished job. */
export async function importFile(app: FastifyInstance, key: string, body: string | Buffer, options: { csv?: boolean; query?: string } = {}): Promise<Job> {
  const response = await upload(app, key, body, options);
  if (response.statusCode !== 202) throw new Error(`upload answered ${response.statusCode}: ${response.body}`);
  await app.importWorker.drain();
  return jobOf(app, key, (response.json() as Job).job_id);
}

export async function jobOf(app: FastifyInstance, key: string, jobId: number): Promise<Job> {
  return (await app.inject({ method: 'GET', url: `/api/demo/imports/${jobId}`, headers: { 'user-key': key } })).json() as Job;
}

export async function refusalsOf(app: FastifyInstance, key: string, jobId: number): Promise<Refusal[]> {
  const response = await app.inject({ method: 'GET', url: `/api/demo/imports/${jobId}/refusals?size=1000`, headers: { 'user-key': key } });
  return (response.json() as { content: Refusal[] }).content;
}

export const get = async (app: FastifyInstance, key: string, path: string) => app.inject({ method: 'GET', url: `/api/demo${path}`, headers: { 'user-key': key } });
