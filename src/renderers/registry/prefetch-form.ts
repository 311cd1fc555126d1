import { compiledValidatorOf } from '../schema-form/compiled-validators';
import { formDocumentOf } from '../schema-form/form-documents';
import { useApi } from '../session/session-context';
import { useTenant } from '../tenant/tenant-context';

/**
 * Starts fetching a screen's form document, then its validators, while its code downloads, so
 * they load side by side instead of one after the other (the login page's first paint waits on
 * them all).
 */
export function usePrefetchForm(formId: string | undefined): void {
  const api = useApi();
  const { tenant } = useTenant();
  if (formId) void formDocumentOf(api, tenant, formId).then((revision) => compiledValidatorOf(tenant, revision));
}
