import { useMemo } from 'react';
import { getForm, type BuiltForm } from '../../engine/forms';
import type { ResolvedScreen } from '../../engine/layout';
import { useTenant } from '../tenant/tenant-context';

/** The screen's form document, built with the tenant's settings (and any fetched choices). */
export function useScreenForm(screen: ResolvedScreen, fallback: string, choices?: Readonly<Record<string, readonly string[]>>): BuiltForm {
  const { settings } = useTenant();
  const id = screen.form ?? fallback;
  return useMemo(() => getForm(id, { settings: settings as Record<string, unknown>, choices }), [id, settings, choices]);
}
