import { useEffect, useState } from 'react';
import type { FormDocument } from '../../engine/forms';
import { useApi } from '../session/session-context';
import { useTenant } from '../tenant/tenant-context';
import { formVersionOf } from './form-documents';

/**
 * The form document a submission was made on, so staff read its answers under the labels the
 * customer saw, even after the form changed. Undefined while loading or when the submission
 * records no form.
 */
export function useFormVersion(form: { name: string; version: number } | null | undefined): { document?: FormDocument; error?: string } {
  const api = useApi();
  const { tenant } = useTenant();
  const [state, setState] = useState<{ key?: string; document?: FormDocument; error?: string }>({});
  const key = form ? `${form.name}@${form.version}` : undefined;

  useEffect(() => {
    if (!form || !key) return;
    let current = true;
    formVersionOf(api, tenant, form).then(
      (loaded) => current && setState({ key, document: loaded }),
      (error: unknown) => current && setState({ key, error: error instanceof Error ? error.message : String(error) }),
    );
    return () => {
      current = false;
    };
  }, [api, tenant, key, form]);

  return state.key === key ? state : {};
}
