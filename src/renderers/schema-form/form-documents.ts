import type { ApiClient } from '../../engine/api/create-api-client';
import type { FormDocument } from '../../engine/forms';

/** One fetch of each form document per tenant and page load: a published change shows on the next load. */
const documents = new Map<string, Promise<FormDocument>>();

/**
 * The form as the tenant runs it (GET /config/documents/form.<id>: built-in ⟵ tenant folder ⟵
 * published override). Should the server not answer, the built-in form is shown rather than
 * nothing; submitting then fails the way every call does. Kept apart from the form code so the
 * screen renderer can start the fetch without loading the form library.
 */
export function formDocumentOf(api: ApiClient, tenant: string, id: string): Promise<FormDocument> {
  const key = `${tenant}/${id}`;
  let document = documents.get(key);
  if (!document) {
    document = api.data('getConfigDocument', { path: { name: `form.${id}` } }).then(
      (answer) => answer.document as unknown as FormDocument,
      async (error: unknown) => {
        console.error(`Form ${id} of tenant ${tenant} could not be loaded; showing the built-in form.`, error);
        documents.delete(key);
        return (await import('../../engine/forms')).formDocument(id);
      },
    );
    documents.set(key, document);
  }
  return document;
}
