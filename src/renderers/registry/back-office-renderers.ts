import { lazy, type ComponentType } from 'react';
import type { ScreenKind } from '../../engine/layout';
import type { ScreenProps } from './types';

/**
 * The renderers of the staff screens, each its own chunk, listed apart from the registry the
 * login page loads (see screen-renderers). Loaded with the first staff screen.
 */
export const backOfficeRenderers = {
  users: lazy(() => import('../screens/users/admin/UsersScreen')),
  userForm: lazy(() => import('../screens/users/admin/UserFormScreen')),
  outbox: lazy(() => import('../screens/identity/outbox/OutboxScreen')),
  accessRequests: lazy(() => import('../screens/users/access-requests/AccessRequestsScreen')),
  accountAdmin: lazy(() => import('../screens/accounts/account-admin/AccountAdminScreen')),
  queue: lazy(() => import('../screens/workflow/QueueScreen')),
  notificationConfigs: lazy(() => import('../screens/notifications/NotificationConfigsScreen')),
  appSettings: lazy(() => import('../screens/settings/AppSettingsScreen')),
  content: lazy(() => import('../screens/settings/ContentScreen')),
  changeLog: lazy(() => import('../screens/audit/ChangeLogScreen')),
  configEditor: lazy(() => import('../screens/config-editor/ConfigEditorScreen')),
  promotionalImages: lazy(() => import('../screens/assets/PromotionalImagesScreen')),
} satisfies Partial<Record<ScreenKind, ComponentType<ScreenProps>>>;

export type BackOfficeKind = keyof typeof backOfficeRenderers;
