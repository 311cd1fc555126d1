import type { ComponentType } from 'react';
import type { ScreenKind } from '../../engine/layout';
import type { ScreenProps } from './types';

/**
 * The renderers of the staff screens, each its own chunk, listed apart from the registry the
 * login page loads (see screen-renderers). Loaded with the first staff screen.
 */
export const backOfficeRenderers = {
  users: () => import('../screens/users/admin/UsersScreen'),
  userForm: () => import('../screens/users/admin/UserFormScreen'),
  notificationConfigs: () => import('../screens/notifications/NotificationConfigsScreen'),
  appSettings: () => import('../screens/settings/AppSettingsScreen'),
  content: () => import('../screens/settings/ContentScreen'),
  configEditor: () => import('../screens/config-editor/ConfigEditorScreen'),
  promotionalImages: () => import('../screens/assets/PromotionalImagesScreen'),
  apiKeys: () => import('../screens/integrations/ApiKeysScreen'),
  webhooks: () => import('../screens/integrations/webhooks/WebhooksScreen'),
  webhookDeliveries: () => import('../screens/integrations/webhooks/WebhookDeliveriesScreen'),
  imports: () => import('../screens/integrations/imports/ImportsScreen'),
  importJob: () => import('../screens/integrations/imports/ImportJobScreen'),
} satisfies Partial<Record<ScreenKind, () => Promise<{ default: ComponentType<ScreenProps> }>>>;

export type BackOfficeKind = keyof typeof backOfficeRenderers;
