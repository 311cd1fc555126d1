import { schemaProblems, type JsonProblem } from '../../engine/validation';
import type { LoadedTenant } from '../tenants/load-tenants';
import { dataDocumentNamed, dataDocuments } from './data-documents';
import { isPlainObject, mergeData } from '../../engine/config/merge-data';
import { schemaValidator } from './schema-ajv';

export type DataResolution = { ok: true; document: Record<string, unknown> } | { ok: false; problems: JsonProblem[] };

/** `layers` merged in order over the document's built-in default, checked against its schema. */
export function resolveDataDocument(name: string, layers: readonly unknown[]): DataResolution {
  const doc = dataDocumentNamed(name);
  if (!doc) throw new Error(`No data document ${name}`);
  let merged = doc.builtIn();
  for (const layer of layers) {
    if (layer === null || layer === undefined) continue;
    if (!isPlainObject(layer)) return { ok: false, problems: [{ path: '/', message: 'must be an object' }] };
    merged = mergeData(merged, layer);
  }
  const document = structuredClone(merged);
  const validate = schemaValidator(doc.schemaId);
  if (!validate(document)) return { ok: false, problems: schemaProblems(validate.errors) };
  const problems = doc.check?.(document) ?? [];
  return problems.length ? { ok: false, problems } : { ok: true, document };
}

/** Every data document as a tenant's folder ships it; a folder file that breaks its schema stops the start. */
export function shippedDataDocuments(tenant: Pick<LoadedTenant, 'shipped'>, where: string): Record<string, unknown> {
  const documents: Record<string, unknown> = {};
  for (const { name } of dataDocuments) {
    const resolved = resolveDataDocument(name, [tenant.shipped.data[name]]);
    if (!resolved.ok) throw new Error(`${where.replace(/tenant\.json$/, `${name}.json`)}: ${resolved.problems.map((p) => `${p.path} ${p.message}`).join('; ')}`);
    documents[name] = resolved.document;
  }
  return documents;
}
