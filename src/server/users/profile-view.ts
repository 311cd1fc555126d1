import { asc, eq, inArray } from 'drizzle-orm';
import type { components } from '../../../openapi/generated/tenant-api';
import type { Db } from '../db/database';
import { accounts, userAccounts, users } from '../db/schema';
import type { LoadedTenant } from '../tenants/load-tenants';
import { ALERT_OPTIONS, alertWording, alertChoice, alertOptionsOf, notifyMethodsOf, type RecordedAlerts } from '../notifications/alert-options';

type Profile = components['schemas']['Profile'];
type UserRow = typeof users.$inferSelect;

const OWNER = 1;
const AUTHORISED_CONTACT = 2;

/**
 * The tenant's alert options, each with the channels the user chose (before any choice, what their
 * accounts' records say: alertChoice). A channel the tenant does not offer reads as off, whatever
 * was stored before the tenant changed its settings.
 */
function preferencesOf(tenant: LoadedTenant, user: UserRow, recorded: RecordedAlerts): components['schemas']['NotificationPreference'][] {
  const methods = notifyMethodsOf(tenant);
  return alertOptionsOf(tenant).map((id) => {
    const chosen = alertChoice(user.notificationChoices[id], recorded[id]);
    return { id, ...alertWording(id), text: methods.includes('text') && chosen.text, email: methods.includes('email') && chosen.email };
  });
}

/** The spec's Profile entity (spec 1 §3) of a user, as the user or staff read it. */
export async function profileOf(db: Db, tenant: LoadedTenant, user: UserRow): Promise<Profile> {
  const links = await db.select({ accountId: userAccounts.accountId }).from(userAccounts).where(eq(userAccounts.userId, user.id)).orderBy(asc(userAccounts.accountId));
  const accountIds = links.map((l) => l.accountId);
  const linked = accountIds.length ? await db.select().from(accounts).where(inArray(accounts.accountId, accountIds)).orderBy(asc(accounts.accountId)) : [];
  const billing = linked[0];
  // An alert any of the user's accounts is recorded to get, until the user chooses otherwise.
  const recorded: RecordedAlerts = Object.fromEntries(ALERT_OPTIONS.map((id) => [id, linked.some((a) => a.alerts[id])]));
  const preferences = preferencesOf(tenant, user, recorded);
  const wanted = new Map(preferences.map((p) => [p.id, p.text || p.email]));
  return {
    user_id: user.id,
    email: user.email,
    name: user.displayName,
    display_name: user.displayName,
    first_name: user.firstName,
    last_name: user.lastName,
    role: user.role,
    locale: user.locale,
    ...(linked.length ? { contact_type_id: linked.some((a) => a.ownerUserId === user.id) ? OWNER : AUTHORISED_CONTACT } : {}),
    account_ids: accountIds,
    cell_phone: user.cellPhone,
    home_phone: user.homePhone,
    paperless_delivery: user.paperlessDelivery,
    winter_address: { street1: '', city: '', state: '', zipcode: '', ...user.winterAddress },
    notification_preferences: preferences,
    alerts: Object.fromEntries(ALERT_OPTIONS.map((id) => [id, wanted.get(id) ?? false])) as Profile['alerts'],
    notifications_wanted: preferences.map((p) => ({ route_name: p.id, wanted: p.text || p.email })),
    notify_options: notifyMethodsOf(tenant),
    town_notifications: user.townNotifications as Profile['town_notifications'],
    household_members: user.householdMembers as Profile['household_members'],
    terms_of_use_acknowledged: user.termsOfUseAcknowledged,
    last_manually_updated: user.lastManuallyUpdated?.toISOString() ?? null,
    ...(billing
      ? {
          billing_address: {
            street1: billing.street1,
            street2: billing.street2,
            city: billing.city,
            state: billing.state,
            zipcode: billing.zipcode,
            country: billing.country,
          },
        }
      : {}),
  };
}
