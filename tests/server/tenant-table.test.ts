/** tenantTable refuses, at declaration, a tenant table whose keys would not lead with tenant_id. */
import { describe, expect, it } from 'vitest';
import { getTableConfig, index, integer, primaryKey, text, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { tenantTable, tenantTableNames, withoutTenantLead } from '../../src/server/db/tenant-table';
import * as schema from '../../src/server/db/schema';

let probe = 0;
const name = () => `probe_${++probe}`;

describe('tenantTable', () => {
  it('adds tenant_id first, the tenant_isolation policy and RLS, and registers the table', () => {
    const table = name();
    const config = getTableConfig(tenantTable(table, { id: integer('id').notNull() }, (t) => [primaryKey({ columns: [t.tenantId, t.id] })]));
    expect(config.columns.map((c) => [c.name, c.notNull])).toEqual([['tenant_id', true], ['id', true]]);
    expect(config.foreignKeys.map((fk) => getTableConfig(fk.reference().foreignTable).name)).toEqual(['tenants']);
    expect(config.policies.map((p) => [p.name, p.to, p.for])).toEqual([['tenant_isolation', 'portal_app', 'all']]);
    expect(config.enableRLS).toBe(true);
    expect(tenantTableNames()).toContain(table);
  });

  it('has declared every table of the schema but tenants', () => {
    const declared = Object.values(schema).flatMap((value) => (typeof value === 'object' && value && 'getSQL' in value ? [getTableConfig(value as never).name] : []));
    expect(declared.filter((table) => !tenantTableNames().includes(table))).toEqual(['tenants']);
  });

  it.each([
    ['no primary key', () => tenantTable(name(), { id: integer('id') }, () => []), /needs a primary key/],
    ['a primary key without tenant_id first', () => tenantTable(name(), { id: integer('id') }, (t) => [primaryKey({ columns: [t.id, t.tenantId] })]), /primary key must start with tenant_id/],
    ['a column primary key', () => tenantTable(name(), { id: integer('id').primaryKey() }, (t) => [primaryKey({ columns: [t.tenantId, t.id] })]), /"id" is a primary key on its own/],
    ['an index without tenant_id first', () => tenantTable(name(), { id: integer('id') }, (t) => [primaryKey({ columns: [t.tenantId, t.id] }), index('by_id').on(t.id)]), /index "by_id" must start with tenant_id/],
    ['a unique constraint without tenant_id first', () => tenantTable(name(), { id: integer('id'), code: text('code') }, (t) => [primaryKey({ columns: [t.tenantId, t.id] }), unique('by_code').on(t.code)]), /unique constraint "by_code"/],
    ['a unique column', () => tenantTable(name(), { id: integer('id'), code: text('code').unique() }, (t) => [primaryKey({ columns: [t.tenantId, t.id] })]), /"code" is unique on its own/],
    ['its own tenant_id', () => tenantTable(name(), { tenantId: text('tenant_id') }, (t) => [primaryKey({ columns: [t.tenantId] })]), /declares its own tenantId/],
    ['a marked index without a name', () => tenantTable(name(), { id: integer('id') }, (t) => [primaryKey({ columns: [t.tenantId, t.id] }), withoutTenantLead(index().on(t.id))]), /needs a named index/],
  ])('throws on %s', (_, declare, error) => {
    expect(declare).toThrow(error);
  });

  it('accepts an index marked withoutTenantLead, and tenant-first unique indexes', () => {
    const table = name();
    const config = getTableConfig(
      tenantTable(table, { id: integer('id'), code: text('code') }, (t) => [
        primaryKey({ columns: [t.tenantId, t.id] }),
        uniqueIndex(`${table}_code`).on(t.tenantId, t.code),
        withoutTenantLead(index(`${table}_by_code`).on(t.code)),
      ]),
    );
    expect(config.indexes.map((i) => i.config.name)).toEqual([`${table}_code`, `${table}_by_code`]);
  });

  it('refuses a second table of the same name', () => {
    expect(() => tenantTable('users', { id: integer('id') }, (t) => [primaryKey({ columns: [t.tenantId, t.id] })])).toThrow(/declared twice/);
  });
});
