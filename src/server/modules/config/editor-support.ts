import { dataDocumentNamed } from '../../config/data-documents';
import type { ConfigName } from '../../config/document-names';
import { resolveDocument } from '../../config/resolve-document';
import { storableOverride } from '../../config/storable-override';
import { tenantHandler } from '../../openapi/operation-types';
import { bundleSchema } from './bundle-schema';
import { documentOf } from './document-of';
import { invalidDocument } from '../../config/invalid-document';
import { untranslatedTexts } from '../../config/untranslated-texts';
import type { TenantWords } from '../../../engine/i18n/tenant-words';

/** The schema id of what an admin edits of a document: its override, not the merged result. */
function overrideSchemaId(doc: ConfigName): string {
  switch (doc.kind) {
    case 'layout':
      return 'entities/layout.schema.json';
    case 'settings':
      return 'entities/application-settings.schema.json';
    case 'form':
      return 'form-override.schema.json';
    case 'data':
      return dataDocumentNamed(doc.name)!.schemaId;
  }
}

/** Bundled once per document kind: the files do not change while the server runs. */
const schemas = new Map<string, Record<string, unknown>>();

/**
 * GET …/schema: the JSON Schema of a document's override, self-contained, for the editor's
 * completion, hover and lint. Settings and data overrides are merged key by key over what the
 * tenant already runs, so an override may leave out what the whole document requires.
 */
export const getConfigDocumentSchema = tenantHandler<'getConfigDocumentSchema'>(async ({ params }) => {
  const doc = documentOf(params.name);
  const id = overrideSchemaId(doc);
  let schema = schemas.get(id);
  if (!schema) {
    const bundled = bundleSchema(id);
    if (doc.kind === 'settings' || doc.kind === 'data') delete bundled.required;
    schemas.set(id, (schema = bundled));
  }
  return { name: doc.name, kind: doc.kind, schema };
});

/**
 * POST …/preview: the document the tenant would run were this override published — resolved and
 * checked exactly as saving a draft checks it, but nothing is stored. 422 with `errors[]` (JSON
 * pointers) when it could not be published.
 */
export const previewConfigDocument = tenantHandler<'previewConfigDocument'>(async ({ db, tenant, params, body, catalog }) => {
  const doc = documentOf(params.name);
  const resolved = resolveDocument(tenant, doc, storableOverride(doc, body.document), catalog);
  if (!resolved.ok) throw invalidDocument(resolved.problems);
  const document = resolved.document as Record<string, unknown>;
  // A tenant's translations are checked for what they leave in English too: not a refusal, a list to work through.
  if (doc.name === 'translations') return { name: doc.name, document, untranslated: await untranslatedTexts(db, tenant, document as TenantWords) };
  return { name: doc.name, document };
});
