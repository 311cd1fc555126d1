import { eventCatalogue, workflowConfigOf } from '../../../engine/notifications';
import { latestVersion } from '../../config/config-store';
import { notificationsConfigOf } from '../../notifications/notify';
import { tenantHandler } from '../../openapi/operation-types';
import { notifyMethodsOf } from '../../notifications/alert-options';

/** GET /notifications-config: the configuration as it runs, and the roles, events and methods an editor offers. */
export const getNotificationsConfig = tenantHandler<'getNotificationsConfig'>(async ({ db, tenant }) => {
  const published = await latestVersion(db, 'notifications');
  return {
    version: published?.version ?? 0,
    config: notificationsConfigOf(tenant),
    roles: tenant.config.roles.map((role) => role.name),
    events: eventCatalogue(workflowConfigOf(tenant.data.workflow)),
    methods: notifyMethodsOf(tenant),
  };
});
