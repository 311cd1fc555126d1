import type { components } from '../../../../../openapi/generated/tenant-api';
import { HttpProblem, type ProblemBody } from '../../../http/problem';
import type { LoadedTenant } from '../../../tenants/load-tenants';
import { alertOptionsOf, notifyMethodsOf, relationshipsOf } from '../../../notifications/alert-options';
import { NOTIFY_METHODS } from '../../../../../schemas/generated/enums';
import { messages } from '../../../../engine/messages/catalogue';
import { fillProblem } from '../../../../engine/messages/problems';

type ProfileUpdate = components['schemas']['ProfileUpdate'];
type FieldError = NonNullable<ProblemBody['errors']>[number];

const CHANNEL_WORDS = { text: 'Text', email: 'Email' } as const;

/** The schema asks for at least one character; a name of spaces only is still missing. */
function nameErrors(update: ProfileUpdate): FieldError[] {
  const named: { path: string; value: string }[] = [
    { path: 'body/first_name', value: update.first_name },
    { path: 'body/last_name', value: update.last_name },
    ...(update.household_members ?? []).flatMap((m, i) => [
      { path: `body/household_members/${i}/first_name`, value: m.first_name },
      { path: `body/household_members/${i}/last_name`, value: m.last_name },
    ]),
  ];
  return named.filter((n) => !n.value.trim()).map((n) => ({ path: n.path, message: messages.valueMissing }));
}

function preferenceErrors(tenant: LoadedTenant, update: ProfileUpdate): FieldError[] {
  const offered = alertOptionsOf(tenant);
  const methods = notifyMethodsOf(tenant);
  const seen = new Set<string>();
  return (update.notification_preferences ?? []).flatMap((preference, i) => {
    const path = `body/notification_preferences/${i}`;
    if (!offered.includes(preference.id)) return [{ path: `${path}/id`, message: `${preference.id} is not an alert this supplier offers (${offered.join(', ') || 'none'})` }];
    if (seen.has(preference.id)) return [{ path: `${path}/id`, message: `${preference.id} is listed twice` }];
    seen.add(preference.id);
    return NOTIFY_METHODS
      .filter((channel) => preference[channel] && !methods.includes(channel))
      .map((channel) => ({ path: `${path}/${channel}`, message: `${CHANNEL_WORDS[channel]} notifications are not offered` }));
  });
}

function householdErrors(tenant: LoadedTenant, update: ProfileUpdate): FieldError[] {
  const relationships = relationshipsOf(tenant);
  const methods = notifyMethodsOf(tenant);
  return (update.household_members ?? []).flatMap((member, i) => {
    const path = `body/household_members/${i}`;
    const errors: FieldError[] = [];
    const relationship = member.relationship_to_owner?.trim();
    if (relationship && !relationships.some((r) => r.toLowerCase() === relationship.toLowerCase())) {
      errors.push({ path: `${path}/relationship_to_owner`, message: fillProblem('relationshipMustBeOneOf', { choices: relationships.join(', ') }) });
    }
    for (const method of member.notify_methods ?? []) {
      if (!methods.includes(method)) errors.push({ path: `${path}/notify_methods`, message: `${CHANNEL_WORDS[method]} notifications are not offered` });
    }
    return errors;
  });
}

/**
 * Rules of a profile update that depend on the tenant's settings (the schema checks the rest):
 * alerts the tenant offers, channels it can send on, relationships it knows. 422 with every
 * failing field, like a validation error.
 */
export function assertProfileUpdateFits(tenant: LoadedTenant, update: ProfileUpdate): void {
  const errors = [...nameErrors(update), ...preferenceErrors(tenant, update), ...householdErrors(tenant, update)];
  if (errors.length) throw new HttpProblem(422, 'PROFILE_INVALID', errors.map((e) => `${e.path} ${e.message}`).join('; '), errors);
}

/** Household members as stored: the relationship in the tenant's own spelling, empty optional fields left out. */
export function normalisedHouseholdMembers(tenant: LoadedTenant, members: NonNullable<ProfileUpdate['household_members']>): Record<string, unknown>[] {
  const relationships = relationshipsOf(tenant);
  return members.map((member) => {
    const relationship = member.relationship_to_owner?.trim();
    const canonical = relationship ? relationships.find((r) => r.toLowerCase() === relationship.toLowerCase()) : undefined;
    return { ...member, first_name: member.first_name.trim(), last_name: member.last_name.trim(), ...(canonical ? { relationship_to_owner: canonical } : {}) };
  });
}
