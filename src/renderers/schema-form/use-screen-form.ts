import { use, useMemo } from 'react';
import { buildFormDocument, formDocument, type BuiltForm, type FormDocument } from '../../engine/forms';
import type { ResolvedScreen } from '../../engine/layout';
import type { ApiClient } from '../../engine/api/create-api-client';
import { useApi } from '../session/session-context';
import { useTenant } from '../tenant/tenant-context';

/** One fetch of each form document per tenant and page load: a published change shows on the next load. */
const documents = new Map<string, Promise<FormDocument>>();

/**
 * The form as the tenant runs it (GET /config/documents/form.<id>: built-in ⟵ tenant folder ⟵
 * published override). Should the server not answer, the built-in form is shown rather than
 * nothing; submitting then fails the way every call does.
 */
function formDocumentOf(api: ApiClient, tenant: string, id: string): Promise<FormDocument> {
  const key = `${tenant}/${id}`;
  let document = documents.get(key);
  if (!document) {
    document = api.data('getConfigDocument', { path: { name: `form.${id}` } }).then(
      (answer) => answer.document as unknown as FormDocument,
      (error: unknown) => {
        console.error(`Form ${id} of tenant ${tenant} could not be loaded; showing the built-in form.`, error);
        documents.delete(key);
        return formDocument(id);
      },
    );
    documents.set(key, document);
  }
  return document;
}

/**
 * The screen's form, built with the tenant's settings (and any fetched choices). Suspends while
 * the tenant's form document loads (screens render inside Suspense).
 */
export function useScreenForm(screen: ResolvedScreen, fallback: string, choices?: Readonly<Record<string, readonly string[]>>): BuiltForm {
  const { settings, tenant } = useTenant();
  const id = screen.form ?? fallback;
  const document = use(formDocumentOf(useApi(), tenant, id));
  return useMemo(() => buildFormDocument(document, { settings: settings as Record<string, unknown>, choices }), [document, settings, choices]);
}
