import type { ResolvedLayout } from '../../engine/layout';
import type { Db } from '../db/database';
import type { LoadedTenant } from '../tenants/load-tenants';
import { latestVersions } from './config-store';
import { dataDocuments } from './data-documents';
import { storedLayout } from './resolve-document';

type Settings = LoadedTenant['config']['settings'];

interface Effective {
  settings: Settings;
  layout: ResolvedLayout;
  data: Record<string, unknown>;
  at: number;
}

/**
 * The settings, layout and data documents each tenant runs with — its published versions — for the requests of
 * this process. One statement reads both; the answer is kept `ttlMs` (a few seconds) so most
 * requests read nothing. A publish on this process is seen at once (invalidate); another
 * process sees it within `ttlMs`, without a restart.
 */
export class TenantConfigs {
  private readonly effective = new Map<string, Effective>();

  constructor(
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** The tenant as a request sees it: tenant.json, with the effective settings and layout. */
  async tenantFor(db: Db, tenant: LoadedTenant): Promise<LoadedTenant> {
    const cached = this.effective.get(tenant.id);
    const effective = cached && this.now() - cached.at < this.ttlMs ? cached : await this.read(db, tenant);
    return { ...tenant, config: { ...tenant.config, settings: effective.settings }, layout: effective.layout, data: effective.data };
  }

  private async read(db: Db, tenant: LoadedTenant): Promise<Effective> {
    const rows = await latestVersions(db, ['settings', 'layout', ...dataDocuments.map((doc) => doc.name)]);
    const settings = rows.get('settings')?.document as Settings | undefined;
    const layout = rows.get('layout')?.document;
    const data = Object.fromEntries(dataDocuments.map(({ name }) => [name, rows.get(name)?.document ?? tenant.data[name]]));
    const effective = { settings: settings ?? tenant.shipped.settings, layout: layout ? storedLayout(layout) : tenant.layout, data, at: this.now() };
    this.effective.set(tenant.id, effective);
    return effective;
  }

  /** Forget a tenant's documents (after a publish or rollback) so the next request reads them. */
  invalidate(tenantId: string): void {
    this.effective.delete(tenantId);
  }

  /** invalidate, answering how many entries it dropped (0 or 1: a tenant's documents are one entry). */
  clearTenant(tenantId: string): number {
    return this.effective.delete(tenantId) ? 1 : 0;
  }
}
