import { use, useMemo } from 'react';
import { buildFormDocument, type BuiltForm } from '../../engine/forms';
import type { ResolvedScreen } from '../../engine/layout';
import { useApi } from '../session/session-context';
import { useTenant } from '../tenant/tenant-context';
import { formDocumentOf } from './form-documents';

/**
 * The screen's form, as the tenant runs it, built with the tenant's settings (and any fetched
 * choices). Suspends while the form document loads (screens render inside Suspense).
 */
export function useScreenForm(screen: ResolvedScreen, fallback: string, choices?: Readonly<Record<string, readonly string[]>>): BuiltForm {
  const { settings, tenant } = useTenant();
  const id = screen.form ?? fallback;
  const document = use(formDocumentOf(useApi(), tenant, id));
  return useMemo(() => buildFormDocument(document, { settings: settings as Record<string, unknown>, choices }), [document, settings, choices]);
}
