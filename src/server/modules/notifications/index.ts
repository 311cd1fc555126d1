import { getNotificationsConfig } from './get-config';
import { listTextOutbox } from './list-text-outbox';
import { getNotificationsConfigForRole, getNotificationsConfigForUser } from './received';
import { saveNotificationsConfig } from './save-config';

/** Notification configs (who is told what, by which method) and the text outbox. */
export const notificationsHandlers = { getNotificationsConfig, getNotificationsConfigForRole, getNotificationsConfigForUser, saveNotificationsConfig, listTextOutbox };
