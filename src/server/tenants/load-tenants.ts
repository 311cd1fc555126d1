import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import type { TenantConfig } from '../../../schemas/generated/tenant';
import { type FormOverride } from '../../engine/forms/check-form-override';
import { formIds } from '../../engine/forms/builtin-forms';
import { operationCatalog, type LayoutCatalog, type ResolvedLayout } from '../../engine/layout';
import type { TenantDirectory } from '../../engine/tenancy/resolve-tenant';
import { signupOfferProblem } from '../../engine/signup/signup-offer';
import { loadOpenApiDocument } from '../openapi/document';
import { shippedDataDocuments } from '../config/resolve-data';
import { readFolderDocuments } from './folder-documents';
import { loadSchemaFiles } from './schema-files';
import { ROLES } from '../../engine/roles/roles';

export interface LoadedTenant {
  id: string;
  folder: string;
  /** tenant.json; in a request, `settings` are the tenant's effective ones (a published override over the folder's). */
  config: TenantConfig;
  /** The layout the tenant runs with; in a request, with its published override. */
  layout: ResolvedLayout;
  /** What the folder ships, beneath any override a tenant admin publishes. */
  shipped: {
    settings: TenantConfig['settings'];
    /** tenants/<id>/layout.json as written. */
    layoutLayer: unknown;
    /** tenants/<id>/forms/<form_id>.json by form id. */
    forms: Readonly<Record<string, FormOverride>>;
    /** tenants/<id>/<name>.json by data document name. */
    data: Readonly<Record<string, Record<string, unknown>>>;
  };
  /** The data documents (workflow, notifications…) as the tenant runs them; in a request, with their published overrides. */
  data: Readonly<Record<string, unknown>>;
}

export interface TenantRegistry extends TenantDirectory {
  get(id: string): LoadedTenant | undefined;
  all(): LoadedTenant[];
}

export class TenantConfigError extends Error {}

const TENANT_ID = /^[a-z][a-z0-9-]{1,39}$/;

function compileTenantValidator(schemasRoot: string) {
  // useDefaults fills the spec's defaults (new_card_fee 0, minimum_order_size 0, …) once, at boot.
  const ajv = new Ajv({ allErrors: true, useDefaults: true, strict: false });
  addFormats(ajv);
  for (const schema of loadSchemaFiles(schemasRoot)) ajv.addSchema(schema);
  return ajv.getSchema('tenant.schema.json')!;
}

/**
 * Loads every tenants/<id>/ folder. A bad folder stops the start with the file and the JSON
 * path of each problem, so an implementer sees what to fix.
 */
export function loadTenants(tenantsRoot: string, schemasRoot: string, defaultTenant: string): TenantRegistry {
  const validate = compileTenantValidator(schemasRoot);
  // What a layout may name: the API's operations and the forms (checked with every layout).
  const tenants = new Map<string, LoadedTenant>();
  const hosts: Record<string, string> = {};
  const folders = readdirSync(tenantsRoot, { withFileTypes: true }).filter((d) => d.isDirectory() && !d.name.startsWith('_'));
  for (const { name: id } of folders.sort((a, b) => a.name.localeCompare(b.name))) {
    const folder = join(tenantsRoot, id);
    const file = join(folder, 'tenant.json');
    if (!TENANT_ID.test(id)) throw new TenantConfigError(`${folder}: a tenant folder name must match ${TENANT_ID}`);
    if (!existsSync(file)) throw new TenantConfigError(`${file}: missing (every tenant folder needs a tenant.json)`);
    const config = readJson(file);
    if (!validate(config)) {
      const problems = (validate.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message}`);
      throw new TenantConfigError(`${file}: ${problems.join('; ')}`);
    }
    const tenant = config as TenantConfig;
    for (const role of ROLES) {
      if (!tenant.roles.some((r) => r.name === role)) throw new TenantConfigError(`${file}: /roles must include the role ${role}`);
    }
    let documents: ReturnType<typeof readFolderDocuments>;
    try {
      documents = readFolderDocuments(folder, layoutCatalog(), readJson);
    } catch (error) {
      if (error instanceof TenantConfigError) throw error;
      throw new TenantConfigError((error as Error).message);
    }
    const signup = signupOfferProblem(documents.layout, tenant.settings);
    if (signup) throw new TenantConfigError(`${file}: ${signup}`);
    for (const host of tenant.hosts) {
      if (hosts[host]) throw new TenantConfigError(`${file}: /hosts ${host} already reaches tenant ${hosts[host]}`);
      hosts[host] = id;
    }
    const shipped = { settings: tenant.settings, layoutLayer: documents.layoutLayer, forms: documents.forms, data: documents.data };
    const loaded: LoadedTenant = { id, folder, config: tenant, layout: documents.layout, shipped, data: {} };
    try {
      loaded.data = shippedDataDocuments(loaded, file);
    } catch (error) {
      throw new TenantConfigError((error as Error).message);
    }
    tenants.set(id, loaded);
  }
  if (!tenants.has(defaultTenant)) throw new TenantConfigError(`DEFAULT_TENANT ${defaultTenant} has no folder under ${tenantsRoot}`);
  return {
    ids: [...tenants.keys()],
    hosts,
    defaultTenant,
    get: (id) => tenants.get(id),
    all: () => [...tenants.values()],
  };
}

let catalog: LayoutCatalog | undefined;

/** What a layout may name: the API's operations and the built-in forms (built once). */
export function layoutCatalog(): LayoutCatalog {
  catalog ??= { operations: operationCatalog(loadOpenApiDocument()), forms: new Set(formIds()) };
  return catalog;
}

function readJson(file: string): unknown {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new TenantConfigError(`${file}: not valid JSON (${(error as Error).message})`);
  }
}
