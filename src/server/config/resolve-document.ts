import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { applyFormOverride, checkFormOverride, formEntity, type FormDocument, type FormOverride } from '../../engine/forms';
import { formDocument } from '../../engine/forms/builtin-forms';
import { LayoutError, mergeLayouts, resolveLayout, toLayoutDocument, type Layout, type LayoutCatalog, type LayoutProblem, type ResolvedLayout } from '../../engine/layout';
import { schemaProblems } from '../../engine/validation';
import type { LoadedTenant } from '../tenants/load-tenants';
import { loadSchemaFiles } from '../tenants/schema-files';
import type { ConfigName } from './document-names';
import { documentShapeProblems } from './document-shape';



/** A document with an override applied, or why the override cannot be applied. */
export type Resolution = { ok: true; document: unknown } | { ok: false; problems: LayoutProblem[] };

const ajv = new Ajv({ allErrors: true, useDefaults: true, strict: false });
addFormats(ajv);
for (const schema of loadSchemaFiles(fileURLToPath(new URL('../../../schemas', import.meta.url)))) ajv.addSchema(schema);
const validateSettings = ajv.getSchema('entities/application-settings.schema.json')!;

const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Objects merge key by key; arrays and values are replaced (a list of inquiry types is one setting). */
function mergeSettings(base: Record<string, unknown>, override: Record<string, unknown>): Record<string, unknown> {
  const merged: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(override)) merged[key] = isPlainObject(value) && isPlainObject(base[key]) ? mergeSettings(base[key], value) : value;
  return merged;
}

/** The form a tenant folder ships: the built-in one with the folder's override. */
function shippedForm(tenant: LoadedTenant, formId: string): FormDocument {
  // The editor hint ($schema, a path into this repository) is no part of what a tenant runs.
  const { $schema: _editorHint, ...base } = formDocument(formId);
  const folder = Object.hasOwn(tenant.shipped.forms, formId) ? tenant.shipped.forms[formId] : undefined;
  return folder ? applyFormOverride(base, folder, formEntity(base)) : base;
}

/** A document as the tenant folder ships it (built-in ⟵ folder), before any published override. */
export function shippedDocument(tenant: LoadedTenant, doc: ConfigName): unknown {
  switch (doc.kind) {
    case 'layout':
      return toLayoutDocument(resolveLayout([{ source: 'tenant folder', layout: tenant.shipped.layoutLayer }]));
    case 'settings':
      return tenant.shipped.settings;
    case 'form':
      return shippedForm(tenant, doc.formId!);
  }
}

/**
 * The document the tenant runs with when `override` is published over what its folder ships,
 * checked as that kind of document is: a layout against its schema and everything it names, the
 * settings against theirs, a form override against its form. Null means no override.
 */
export function resolveDocument(tenant: LoadedTenant, doc: ConfigName, override: unknown, catalog: LayoutCatalog): Resolution {
  if (override === null || override === undefined) return { ok: true, document: shippedDocument(tenant, doc) };
  const shape = documentShapeProblems(override);
  if (shape.length) return { ok: false, problems: shape };
  switch (doc.kind) {
    case 'layout':
      try {
        const layers = [{ source: 'tenant folder', layout: tenant.shipped.layoutLayer }, { source: 'override', layout: override }];
        return { ok: true, document: toLayoutDocument(resolveLayout(layers, catalog)) };
      } catch (error) {
        if (error instanceof LayoutError) return { ok: false, problems: error.problems };
        throw error;
      }
    case 'settings': {
      if (!isPlainObject(override)) return { ok: false, problems: [{ path: '/', message: 'must be an object of settings' }] };
      const merged = structuredClone(mergeSettings(tenant.shipped.settings as unknown as Record<string, unknown>, override));
      if (validateSettings(merged)) return { ok: true, document: merged };
      return { ok: false, problems: schemaProblems(validateSettings.errors) };
    }
    case 'form': {
      const base = shippedForm(tenant, doc.formId!);
      const problems = checkFormOverride(base, override, formEntity(base));
      return problems.length ? { ok: false, problems } : { ok: true, document: applyFormOverride(base, override as FormOverride, formEntity(base)) };
    }
  }
}

/** A stable hash of a document (keys sorted), to notice that what a folder ships has changed. */
export function documentHash(document: unknown): string {
  const stable = (value: unknown): unknown =>
    Array.isArray(value) ? value.map(stable) : isPlainObject(value) ? Object.fromEntries(Object.keys(value).sort().map((k) => [k, stable(value[k])])) : value;
  return createHash('sha256').update(JSON.stringify(stable(document))).digest('hex');
}

/** A stored layout document as the layout it describes (stored documents were checked when published). */
export function storedLayout(document: unknown): ResolvedLayout {
  return mergeLayouts(document as Layout);
}


