import { eq } from 'drizzle-orm';
import { receivedBy, workflowConfigOf } from '../../../engine/notifications';
import { requireCaller } from '../../auth/caller';
import { users } from '../../db/schema';
import { problems } from '../../http/problem';
import { notificationsConfigOf } from '../../notifications/notify';
import { tenantHandler } from '../../openapi/operation-types';
import type { LoadedTenant } from '../../tenants/load-tenants';
import { notifyMethodsOf } from '../../notifications/alert-options';
import { profileOf } from '../../users/profile-view';
import { isCustomerRole } from '../../../engine/roles/roles';

/** Customers are the role User: what goes "to the customer" reaches them. */

const eventsOf = (tenant: LoadedTenant, who: { role: string; email?: string }) =>
  receivedBy(notificationsConfigOf(tenant), { ...who, isCustomer: isCustomerRole(who.role) }, notifyMethodsOf(tenant), workflowConfigOf(tenant.data.workflow));

/** GET /notifications-config/role/{role}: what every user of a role receives (by role, or as customers). */
export const getNotificationsConfigForRole = tenantHandler<'getNotificationsConfigForRole'>(async ({ tenant, params }) => {
  if (!tenant.config.roles.some((role) => role.name === params.role)) throw problems.notFound('Role');
  return { role: params.role, events: eventsOf(tenant, { role: params.role }) };
});

/** GET /notifications-config/for-user: what the caller receives, with the preferences of their profile. */
export const getNotificationsConfigForUser = tenantHandler<'getNotificationsConfigForUser'>(async ({ db, tenant, caller }) => {
  const me = requireCaller(caller);
  const [user] = await db.select().from(users).where(eq(users.id, me.userId));
  if (!user) throw problems.unauthenticated();
  const profile = await profileOf(db, tenant, user);
  return {
    role: me.role,
    events: eventsOf(tenant, { role: me.role, email: me.email }),
    low_balance_threshold: notificationsConfigOf(tenant).low_balance_threshold,
    notify_options: profile.notify_options ?? notifyMethodsOf(tenant),
    notification_preferences: profile.notification_preferences,
    town_notifications: profile.town_notifications,
  };
});
