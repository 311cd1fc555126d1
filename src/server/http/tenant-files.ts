import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { basename, extname, join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { readThemeColours, themeProblems, themeVariants, themeVariantsCss } from '../../engine/theme';
import type { TenantRegistry } from '../tenants/load-tenants';
import { problems } from './problem';

const TYPES: Record<string, string> = { '.css': 'text/css', '.svg': 'image/svg+xml', '.png': 'image/png', '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg', '.webp': 'image/webp', '.ico': 'image/x-icon' };

/** A theme.css with the contrast-safe variants of its colours after it (engine/theme). */
function themeWithVariants(css: string): string {
  return css + themeVariantsCss(themeVariants(readThemeColours(css)));
}

/**
 * The theme check, once at start: a tenant whose brand colours fall below WCAG AA contrast where
 * the screens use them is told which, by how much, and what the screens draw instead.
 */
function reportThemeContrast(app: FastifyInstance, tenants: TenantRegistry): void {
  for (const tenant of tenants.all()) {
    const file = join(tenant.folder, 'theme.css');
    const notes = existsSync(file) ? themeProblems(themeVariants(readThemeColours(readFileSync(file, 'utf8')))) : [];
    if (notes.length > 0) app.log.warn({ tenant: tenant.id, theme: notes }, `tenant ${tenant.id}: theme colours below WCAG AA contrast are drawn in contrast-safe variants`);
  }
}

/** A tenant folder's theme.css and assets/ for the browser; nothing else of the folder is reachable. */
export function registerTenantFiles(app: FastifyInstance, tenants: TenantRegistry): void {
  reportThemeContrast(app, tenants);
  const send = async (tenantId: string, relative: string, reply: import('fastify').FastifyReply) => {
    const tenant = tenants.get(tenantId);
    const type = TYPES[extname(relative).toLowerCase()];
    const file = tenant && join(tenant.folder, relative);
    if (!tenant || !type || !file || !existsSync(file)) throw problems.notFound('File');
    const body = relative === 'theme.css' ? themeWithVariants(await readFile(file, 'utf8')) : await readFile(file);
    return reply.type(type).header('cache-control', 'public, max-age=300').send(body);
  };
  app.get<{ Params: { tenant: string } }>('/tenant-files/:tenant/theme.css', (request, reply) => send(request.params.tenant, 'theme.css', reply));
  app.get<{ Params: { tenant: string; file: string } }>('/tenant-files/:tenant/assets/:file', (request, reply) =>
    // basename() keeps a crafted name inside assets/.
    send(request.params.tenant, join('assets', basename(request.params.file)), reply),
  );
}
