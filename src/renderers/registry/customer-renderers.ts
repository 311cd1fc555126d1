import type { ComponentType } from 'react';
import type { ScreenKind } from '../../engine/layout';
import type { ScreenProps } from './types';

/**
 * The renderers of the signed-in screens customers (and staff, for their own profile) open, each
 * its own chunk; listed apart from the registry the login page loads (see screen-renderers).
 */
export const customerRenderers = {
  viewPdf: () => import('../screens/records/view-pdf/ViewPdfScreen'),
} satisfies Partial<Record<ScreenKind, () => Promise<{ default: ComponentType<ScreenProps> }>>>;

export type CustomerKind = keyof typeof customerRenderers;
