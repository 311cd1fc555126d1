import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { checkFormOverride, type FormOverride } from '../../engine/forms/check-form-override';
import { formEntity } from '../../engine/forms/build-document';
import { formDocument, formIds } from '../../engine/forms/builtin-forms';
import { resolveLayout, type LayoutCatalog, type ResolvedLayout } from '../../engine/layout';
import { dataDocuments } from '../config/data-documents';
import { isPlainObject } from '../../engine/config/merge-data';

/** What a tenant folder ships besides tenant.json: its layout layer and its form overrides. */
export interface FolderDocuments {
  /** tenants/<id>/layout.json as written ({} without one). */
  layoutLayer: unknown;
  /** The built-in layout with the folder's layer merged in, checked against the catalogue. */
  layout: ResolvedLayout;
  /** tenants/<id>/forms/<form_id>.json, by form id, each checked against its built-in form. */
  forms: Readonly<Record<string, FormOverride>>;
  /** tenants/<id>/<name>.json for each data document the folder changes (checked when resolved). */
  data: Readonly<Record<string, Record<string, unknown>>>;
}

/**
 * Reads and checks a tenant folder's layout and forms. A problem throws with the file and the
 * JSON pointer of each problem, so an implementer sees what to fix before the portal starts.
 */
export function readFolderDocuments(folder: string, catalog: LayoutCatalog, readJson: (file: string) => unknown): FolderDocuments {
  const layoutFile = join(folder, 'layout.json');
  const layoutLayer = existsSync(layoutFile) ? readJson(layoutFile) : {};
  const layout = resolveLayout([{ source: layoutFile, layout: layoutLayer }], catalog);
  const forms: Record<string, FormOverride> = {};
  const formsFolder = join(folder, 'forms');
  const files = existsSync(formsFolder) ? readdirSync(formsFolder).filter((f) => f.endsWith('.json')) : [];
  for (const file of files) {
    const id = file.slice(0, -'.json'.length);
    const path = join(formsFolder, file);
    if (!formIds().includes(id)) throw new Error(`${path}: no built-in form "${id}" to change (forms: ${formIds().join(', ')})`);
    const override = readJson(path);
    const base = formDocument(id);
    const problems = checkFormOverride(base, override, formEntity(base));
    if (problems.length) throw new Error(`${path}: ${problems.map((p) => `${p.path} ${p.message}`).join('; ')}`);
    forms[id] = override as FormOverride;
  }
  const data: Record<string, Record<string, unknown>> = {};
  for (const doc of dataDocuments) {
    const path = join(folder, `${doc.name}.json`);
    if (!existsSync(path)) continue;
    const layer = readJson(path);
    if (!isPlainObject(layer)) throw new Error(`${path}: / must be an object`);
    data[doc.name] = layer;
  }
  return { layoutLayer, layout, forms, data };
}
