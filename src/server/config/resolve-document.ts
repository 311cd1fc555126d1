import { createHash } from 'node:crypto';
import { applyFormOverride, type FormDocument } from '../../engine/forms';
import { checkFormOverride, type FormOverride } from '../../engine/forms/check-form-override';
import { formEntity } from '../../engine/forms/build-document';
import { formDocument } from '../../engine/forms/builtin-forms';
import { LayoutError, mergeLayouts, resolveLayout, toLayoutDocument, type Layout, type LayoutCatalog, type LayoutProblem, type ResolvedLayout } from '../../engine/layout';
import { schemaProblems } from '../../engine/validation';
import type { LoadedTenant } from '../tenants/load-tenants';
import type { ConfigName } from './document-names';
import { documentShapeProblems } from './document-shape';
import { isPlainObject, mergeData } from '../../engine/config/merge-data';
import { resolveDataDocument } from './resolve-data';
import { schemaValidator } from './schema-ajv';

/** A document with an override applied, or why the override cannot be applied. */
export type Resolution = { ok: true; document: unknown } | { ok: false; problems: LayoutProblem[] };

const validateSettings = schemaValidator('entities/application-settings.schema.json');

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
    case 'data':
      return resolveData(doc.name, [tenant.shipped.data[doc.name]]);
  }
}

/** A data document the folder ships (checked when the tenant was loaded, so it resolves). */
function resolveData(name: string, layers: unknown[]): unknown {
  const resolved = resolveDataDocument(name, layers);
  if (!resolved.ok) throw new Error(`${name}: ${resolved.problems.map((p) => `${p.path} ${p.message}`).join('; ')}`);
  return resolved.document;
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
      const merged = structuredClone(mergeData({ ...tenant.shipped.settings }, override));
      if (validateSettings(merged)) return { ok: true, document: merged };
      return { ok: false, problems: schemaProblems(validateSettings.errors) };
    }
    case 'form': {
      const base = shippedForm(tenant, doc.formId!);
      const problems = checkFormOverride(base, override, formEntity(base));
      return problems.length ? { ok: false, problems } : { ok: true, document: applyFormOverride(base, override as FormOverride, formEntity(base)) };
    }
    case 'data':
      return resolveDataDocument(doc.name, [tenant.shipped.data[doc.name], override]);
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


