import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { basename, extname, join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { TenantRegistry } from '../tenants/load-tenants';
import { problems } from './problem';

const TYPES: Record<string, string> = { '.css': 'text/css', '.svg': 'image/svg+xml', '.png': 'image/png', '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg', '.webp': 'image/webp', '.ico': 'image/x-icon' };

/** A tenant folder's theme.css and assets/ for the browser; nothing else of the folder is reachable. */
export function registerTenantFiles(app: FastifyInstance, tenants: TenantRegistry): void {
  const send = async (tenantId: string, relative: string, reply: import('fastify').FastifyReply) => {
    const tenant = tenants.get(tenantId);
    const type = TYPES[extname(relative).toLowerCase()];
    const file = tenant && join(tenant.folder, relative);
    if (!tenant || !type || !file || !existsSync(file)) throw problems.notFound('File');
    return reply.type(type).header('cache-control', 'public, max-age=300').send(await readFile(file));
  };
  app.get<{ Params: { tenant: string } }>('/tenant-files/:tenant/theme.css', (request, reply) => send(request.params.tenant, 'theme.css', reply));
  app.get<{ Params: { tenant: string; file: string } }>('/tenant-files/:tenant/assets/:file', (request, reply) =>
    // basename() keeps a crafted name inside assets/.
    send(request.params.tenant, join('assets', basename(request.params.file)), reply),
  );
}
