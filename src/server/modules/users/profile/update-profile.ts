import { eq } from 'drizzle-orm';
import { requireCaller } from '../../../auth/caller';
import { users } from '../../../db/schema';
import { problems } from '../../../http/problem';
import { tenantHandler } from '../../../openapi/operation-types';
import { assertProfileUpdateFits, normalisedHouseholdMembers } from './profile-rules';
import { profileOf } from '../../../users/profile-view';
import { emitEvent } from '../../../events/emit-event';

/**
 * POST /user/profile: the caller changes their own profile. Names are required; any other field
 * left out keeps its value, and notification preferences change only for the alerts sent.
 */
export const updateProfile = tenantHandler<'updateProfile'>(async ({ db, tenant, caller, body, services }) => {
  const { userId } = requireCaller(caller);
  assertProfileUpdateFits(tenant, body);
  const [current] = await db.select().from(users).where(eq(users.id, userId));
  if (!current) throw problems.notFound('User');
  const firstName = body.first_name.trim();
  const lastName = body.last_name.trim();
  const choices = { ...current.notificationChoices };
  for (const { id, text, email } of body.notification_preferences ?? []) choices[id] = { text, email };
  const [updated] = await db
    .update(users)
    .set({
      firstName,
      lastName,
      displayName: `${firstName} ${lastName}`,
      ...(body.cell_phone !== undefined ? { cellPhone: body.cell_phone } : {}),
      ...(body.home_phone !== undefined ? { homePhone: body.home_phone } : {}),
      ...(body.paperless_delivery !== undefined ? { paperlessDelivery: body.paperless_delivery } : {}),
      ...(body.winter_address !== undefined ? { winterAddress: body.winter_address } : {}),
      ...(body.town_notifications !== undefined ? { townNotifications: body.town_notifications } : {}),
      ...(body.household_members !== undefined ? { householdMembers: normalisedHouseholdMembers(tenant, body.household_members) } : {}),
      ...(body.terms_of_use_acknowledged !== undefined ? { termsOfUseAcknowledged: body.terms_of_use_acknowledged } : {}),
      ...(body.locale !== undefined ? { locale: body.locale } : {}),
      notificationChoices: choices,
      lastManuallyUpdated: services.now(),
    })
    .where(eq(users.id, userId))
    .returning();
  const profile = await profileOf(db, tenant, updated);
  // Last: the profile as its owner reads it, and which of its fields this change touched.
  const fields = ['firstName', 'lastName', 'cellPhone', 'homePhone', 'paperlessDelivery', 'winterAddress', 'townNotifications', 'householdMembers', 'termsOfUseAcknowledged', 'notificationChoices', 'locale'] as const;
  const snake = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
  const changed = fields.filter((f) => JSON.stringify(current[f]) !== JSON.stringify(updated[f])).map(snake);
  await emitEvent(db, tenant.id, { type: 'profile.updated', data: { user_id: userId, changed_fields: changed, profile, updated_at: services.now().toISOString() }, at: services.now() });
  return profile;
});
