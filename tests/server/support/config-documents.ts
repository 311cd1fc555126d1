import type { FastifyInstance } from 'fastify';

/** A tenant admin's no-code change through the API: save a draft, publish it; the new version. */
export async function publishDocument(app: FastifyInstance, adminKey: string, name: string, document: object, tenant = 'demo'): Promise<number> {
  const headers = { 'user-key': adminKey };
  const saved = await app.inject({ method: 'PUT', url: `/api/${tenant}/config/documents/${name}/draft`, headers, payload: { document } });
  if (saved.statusCode !== 200) throw new Error(`draft of ${name} answered ${saved.statusCode}: ${saved.body}`);
  const published = await app.inject({ method: 'POST', url: `/api/${tenant}/config/documents/${name}/publish`, headers });
  if (published.statusCode !== 200) throw new Error(`publish of ${name} answered ${published.statusCode}: ${published.body}`);
  return (published.json() as { version: number }).version;
}

/** Publishes a copy of `version` again (rollback); the new version. */
export async function rollBack(app: FastifyInstance, adminKey: string, name: string, version: number, tenant = 'demo'): Promise<number> {
  const answer = await app.inject({ method: 'POST', url: `/api/${tenant}/config/documents/${name}/rollback`, headers: { 'user-key': adminKey }, payload: { version } });
  if (answer.statusCode !== 200) throw new Error(`rollback of ${name} answered ${answer.statusCode}: ${answer.body}`);
  return (answer.json() as { version: number }).version;
}
