import { useEffect, useState } from 'react';
import type { FormDocument } from '../../engine/forms';
import { useApi } from '../session/session-context';
import { useTenant } from '../tenant/tenant-context';

/** A version never changes: one fetch each per page load. */
const versions = new Map<string, Promise<FormDocument>>();

/**
 * The form document a submission was made on (GET /config/documents/{name}/versions/{version}),
 * so staff read its answers under the labels the customer saw, even after the form changed.
 * Undefined while loading or when the submission records no form.
 */
export function useFormVersion(form: { name: string; version: number } | null | undefined): { document?: FormDocument; error?: string } {
  const api = useApi();
  const { tenant } = useTenant();
  const [state, setState] = useState<{ key?: string; document?: FormDocument; error?: string }>({});
  const key = form ? `${tenant}/${form.name}/${form.version}` : undefined;

  useEffect(() => {
    if (!form || !key) return;
    let current = true;
    let document = versions.get(key);
    if (!document) {
      document = api.data('getConfigDocumentVersion', { path: { name: form.name, version: form.version } }).then((answer) => answer.document as unknown as FormDocument);
      versions.set(key, document);
      document.catch(() => versions.delete(key));
    }
    document.then(
      (loaded) => current && setState({ key, document: loaded }),
      (error: unknown) => current && setState({ key, error: error instanceof Error ? error.message : String(error) }),
    );
    return () => {
      current = false;
    };
  }, [api, key, form]);

  return state.key === key ? state : {};
}
