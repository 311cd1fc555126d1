import type { ApiClient } from '../../engine/api/create-api-client';
import type { FormDocument } from '../../engine/forms';
import { isFormDocument } from '../../engine/forms/form-document';

/** A form document as the tenant runs it, with the version it was published as (none for the built-in fallback). */
export interface FormRevision {
  name: string;
  version?: number;
  document: FormDocument;
  /** The hash of its validator module the server named: the module's URL carries it and is cached for good. */
  validatorHash?: string;
}

/** One fetch of each form document per tenant and page load: a published change shows on the next load. */
const documents = new Map<string, Promise<FormRevision>>();
const versions = new Map<string, Promise<FormDocument>>();

/** Forgets every form document loaded (the admin's "clear caches"); answers how many there were. */
export function clearFormDocuments(): number {
  const cleared = documents.size + versions.size;
  documents.clear();
  versions.clear();
  return cleared;
}

/** The document of a form's config answer, refused when it is not a form. */
function asForm(name: string, document: unknown): FormDocument {
  if (!isFormDocument(document)) throw new Error(`Config document ${name} is not a form`);
  return document;
}

/** The cached load of `key`; a failed one is forgotten, so the next screen asks again. */
function once<T>(cache: Map<string, Promise<T>>, key: string, load: () => Promise<T>): Promise<T> {
  let document = cache.get(key);
  if (!document) {
    document = load();
    cache.set(key, document);
    document.catch(() => cache.delete(key));
  }
  return document;
}

/**
 * The form as the tenant runs it (GET /config/documents/form.<id>: built-in ⟵ tenant folder ⟵
 * published override). Should the server not answer (or answer something that is not a form), the built-in form is shown rather than
 * nothing; submitting then fails the way every call does. Kept apart from the form code so the
 * screen renderer can start the fetch without loading the form library.
 */
export function formDocumentOf(api: ApiClient, tenant: string, id: string): Promise<FormRevision> {
  const name = `form.${id}`;
  return once(documents, `${tenant}/${name}`, () =>
    api
      .data('getConfigDocument', { path: { name } })
      .then((answer) => ({ name, version: answer.version, document: asForm(name, answer.document), validatorHash: answer.validator_hash }))
      .catch(async (error: unknown) => {
        console.error(`Form ${id} of tenant ${tenant} could not be loaded; showing the built-in form.`, error);
        documents.delete(`${tenant}/${name}`);
        return { name, document: (await import('../../engine/forms/builtin-forms')).formDocument(id) };
      }),
  );
}

/** The form document a submission was made on (GET /config/documents/{name}/versions/{version}); a version never changes. */
export function formVersionOf(api: ApiClient, tenant: string, form: { name: string; version: number }): Promise<FormDocument> {
  return once(versions, `${tenant}/${form.name}@${form.version}`, () =>
    api.data('getConfigDocumentVersion', { path: { name: form.name, version: form.version } }).then((answer) => asForm(form.name, answer.document)),
  );
}
