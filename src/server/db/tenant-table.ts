/**
 * What makes a table hold one supplier's data, declared once: `tenantTable()` adds the tenant_id
 * column (first, not null, referencing `tenants`), the tenant_isolation policy and RLS, checks the
 * caller's keys lead with tenant_id, and registers the table so `enforceTenantTables` FORCEs its
 * row-level security after every migration (drizzle-kit cannot emit FORCE). The `tenants` table
 * lives here because every tenant table refers to it; schema.ts re-exports it.
 */
import { sql } from 'drizzle-orm';
import type { BuildExtraConfigColumns } from 'drizzle-orm/column-builder';
import {
  getTableConfig, IndexBuilder, pgPolicy, pgTable, text,
  type PgColumnBuilderBase, type PgTable, type PgTableExtraConfigValue,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/** The role every request runs as; the tenant_isolation policy applies to it. */
export const APP_ROLE = 'portal_app';
export const TENANT_COLUMN = 'tenant_id';

export const tenants = pgTable('tenants', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  createdAt: createdAt(),
});

const tenantColumns = () => ({ tenantId: text(TENANT_COLUMN).notNull().references(() => tenants.id) });
/** The caller's columns behind tenant_id, as one map (BuildColumns does not see through an intersection). */
type WithTenant<TColumns> = { [K in keyof (ReturnType<typeof tenantColumns> & TColumns)]: (ReturnType<typeof tenantColumns> & TColumns)[K] };

/** A fresh policy per table (drizzle links a policy object to the table it is declared in). */
const tenantIsolation = () =>
  pgPolicy('tenant_isolation', {
    as: 'permissive',
    for: 'all',
    to: APP_ROLE,
    using: sql`tenant_id = current_setting('app.tenant', true)`,
    withCheck: sql`tenant_id = current_setting('app.tenant', true)`,
  });

const registered = new Set<string>();
const crossTenantIndexes = new WeakSet<IndexBuilder>();

/** Every table declared with `tenantTable`, by name: what `enforceTenantTables` forces. */
export const tenantTableNames = (): string[] => [...registered].sort();

/**
 * Marks an index that deliberately does not start with tenant_id (a lookup across tenants, say).
 * Every other index of a tenant table must lead with it, or the declaration throws.
 */
export function withoutTenantLead(index: IndexBuilder): IndexBuilder {
  crossTenantIndexes.add(index);
  return index;
}

/**
 * Declares a tenant table. `keys` receives the table (tenant_id included as `t.tenantId`) and returns
 * its primary key, indexes and other constraints; the primary key must start with tenant_id.
 */
export function tenantTable<TName extends string, TColumns extends Record<string, PgColumnBuilderBase>>(
  name: TName,
  columns: TColumns,
  keys: (t: BuildExtraConfigColumns<TName, WithTenant<TColumns>, 'pg'>) => PgTableExtraConfigValue[],
) {
  if (registered.has(name)) throw new Error(`Tenant table "${name}" is declared twice`);
  if ('tenantId' in columns) throw new Error(`Tenant table "${name}": declares its own tenantId; tenantTable adds it`);
  let declared: PgTableExtraConfigValue[] = [];
  const table = pgTable(name, { ...tenantColumns(), ...columns } as WithTenant<TColumns>, (t) => {
    declared = keys(t);
    return [...declared, tenantIsolation()];
  }).enableRLS();
  // getTableConfig runs `keys` now, so a wrong declaration throws at import, before any migration.
  const config = getTableConfig(table);
  assertTenantLeadingKeys(name, config, markedIndexNames(name, declared, table));
  registered.add(name);
  return table;
}

/** Built indexes are new objects: marks are matched by index name, so a marked index must have one. */
function markedIndexNames(name: string, declared: PgTableExtraConfigValue[], table: PgTable): Set<string> {
  const names = declared
    .filter((k): k is IndexBuilder => k instanceof IndexBuilder && crossTenantIndexes.has(k))
    .map((k) => k.build(table).config.name);
  if (names.some((n) => !n)) throw new Error(`Tenant table "${name}": withoutTenantLead needs a named index, index('…').on(…)`);
  return new Set(names as string[]);
}

type TableConfig = ReturnType<typeof getTableConfig>;
const leadsWithTenant = (columns: readonly unknown[]) => (columns[0] as { name?: string } | undefined)?.name === TENANT_COLUMN;

/** A key that does not start with tenant_id cannot be distributed by tenant (Citus) nor scanned within one tenant. */
function assertTenantLeadingKeys(name: string, config: TableConfig, marked: Set<string>): void {
  const fail = (why: string) => {
    throw new Error(`Tenant table "${name}": ${why}`);
  };
  if (config.columns.filter((c) => c.name === TENANT_COLUMN).length !== 1) fail(`declares its own ${TENANT_COLUMN} column; tenantTable adds it`);
  const inlineKeys = config.columns.filter((c) => c.primary);
  if (inlineKeys.length) fail(`column "${inlineKeys[0].name}" is a primary key on its own; give primaryKey({ columns: [t.tenantId, …] }) instead`);
  if (config.primaryKeys.length !== 1) fail(`needs a primary key starting with ${TENANT_COLUMN} (primaryKey({ columns: [t.tenantId, …] }))`);
  if (!leadsWithTenant(config.primaryKeys[0].columns)) fail(`its primary key must start with ${TENANT_COLUMN}`);
  const inlineUnique = config.columns.find((c) => c.isUnique);
  if (inlineUnique) fail(`column "${inlineUnique.name}" is unique on its own; use uniqueIndex(…).on(t.tenantId, …)`);
  for (const unique of config.uniqueConstraints) if (!leadsWithTenant(unique.columns)) fail(`unique constraint "${unique.getName()}" must start with ${TENANT_COLUMN}`);
  for (const index of config.indexes) {
    if (!leadsWithTenant(index.config.columns) && !marked.has(index.config.name ?? '')) {
      fail(`index "${index.config.name ?? '(unnamed)'}" must start with ${TENANT_COLUMN}, or be wrapped in withoutTenantLead(…)`);
    }
  }
}
