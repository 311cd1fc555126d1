import { formDocumentOf } from '../schema-form/form-documents';
import { useApi } from '../session/session-context';
import { useTenant } from '../tenant/tenant-context';

/**
 * Starts fetching a screen's form document while its code downloads, so the two load side by
 * side instead of one after the other (the login page's first paint waits on both).
 */
export function usePrefetchForm(formId: string | undefined): void {
  const api = useApi();
  const { tenant } = useTenant();
  if (formId) void formDocumentOf(api, tenant, formId);
}
