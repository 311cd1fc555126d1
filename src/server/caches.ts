/**
 * The caches this process keeps per tenant, so GET /api/clearCaches can empty them all without
 * knowing each module: a module that caches something of a tenant registers how to forget it
 * (`clear(tenantId)` answers how many entries it dropped). Names are unique: registering a name
 * again replaces its entry (a module reloaded in tests registers once, not twice).
 */
export type ClearTenant = (tenantId: string) => number;

const registry = new Map<string, ClearTenant>();

export function registerCache(name: string, clear: ClearTenant): void {
  registry.set(name, clear);
}

export interface ClearedCache {
  name: string;
  cleared: number;
}

/** Empties every registered cache of one tenant, in registration order. */
export function clearRegisteredCaches(tenantId: string): ClearedCache[] {
  return [...registry].map(([name, clear]) => ({ name, cleared: clear(tenantId) }));
}

/** Drops the keys of a Map that belong to a tenant (keys starting `<tenantId>:`); answers how many. */
export function dropTenantKeys(map: Map<string, unknown>, tenantId: string): number {
  let dropped = 0;
  for (const key of map.keys()) {
    if (key.startsWith(`${tenantId}:`)) {
      map.delete(key);
      dropped += 1;
    }
  }
  return dropped;
}
