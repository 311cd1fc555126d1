import type { ComponentType } from 'react';
import type { ScreenKind } from '../../engine/layout';
import type { ScreenProps } from './types';

/**
 * The renderers of the staff screens, each its own chunk, listed apart from the registry the
 * login page loads (see screen-renderers). Loaded with the first staff screen.
 */
export const backOfficeRenderers = {
  notificationConfigs: () => import('../screens/notifications/NotificationConfigsScreen'),
  settings: () => import('../settings-editor/SettingsScreen'),
  configEditor: () => import('../screens/config-editor/ConfigEditorScreen'),
  promotionalImages: () => import('../screens/assets/PromotionalImagesScreen'),
} satisfies Partial<Record<ScreenKind, () => Promise<{ default: ComponentType<ScreenProps> }>>>;

export type BackOfficeKind = keyof typeof backOfficeRenderers;
