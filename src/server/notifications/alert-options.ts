import type { LoadedTenant } from '../tenants/load-tenants';
import { ALERT_OPTIONS, NOTIFY_METHODS, type AlertOption, type NotifyMethod } from '../../../schemas/generated/enums';
import { notificationScreenMessages } from '../../engine/messages/notification-screens';
import { accountCardMessages } from '../../engine/messages/account-cards';

export { ALERT_OPTIONS, type AlertOption, type NotifyMethod };

/** The words a customer reads next to an alert option's switches, in the request's language. */
export function alertWording(option: AlertOption): { name: string; description: string } {
  switch (option) {
    case 'delivery_reminders':
      return { name: accountCardMessages.alertDeliveryReminders, description: notificationScreenMessages.alertDeliveryRemindersHelp };
    case 'new_documents':
      return { name: accountCardMessages.alertNewDocuments, description: notificationScreenMessages.alertNewDocumentsHelp };
    case 'schedule_reminders':
      return { name: accountCardMessages.alertScheduleReminders, description: notificationScreenMessages.alertScheduleRemindersHelp };
  }
}

/** The alert options the tenant offers (settings.alert_options; the loader fills the default of all three). */
export const alertOptionsOf = (tenant: LoadedTenant): AlertOption[] => [...(tenant.config.settings.alert_options ?? ALERT_OPTIONS)];

/** The channels the tenant can notify on (settings.notification_methods). */
export const notifyMethodsOf = (tenant: LoadedTenant): NotifyMethod[] => [...(tenant.config.settings.notification_methods ?? NOTIFY_METHODS)];

/** Who a household member may be (settings.relationship_to_owner). */
export const relationshipsOf = (tenant: LoadedTenant): string[] => [...(tenant.config.settings.relationship_to_owner ?? [])];

export type AlertChoice = { text: boolean; email: boolean };
export type RecordedAlerts = Partial<Record<AlertOption, boolean>>;

/**
 * The one answer to "does this user get this alert" (issue 22 item 14: the profile showed every
 * box unticked while the overview said Delivery Reminders "Yes"): the user's own choice once they
 * have made one, else what the supplier's record of their account says, by email. The profile's
 * boxes and the overview's Alerts both read it.
 */
export function alertChoice(chosen: AlertChoice | undefined, recorded: boolean | undefined): AlertChoice {
  return chosen ?? { text: false, email: recorded === true };
}
