import { getNotificationsConfig } from './get-config';
import { listTextOutbox } from './list-text-outbox';
import { getNotificationsConfigForRole, getNotificationsConfigForUser } from './received';
import { saveNotificationsConfig } from './save-config';
import { sendTownNotification } from './send-town-notice';

/** Notification configs (who is told what, by which method), town notifications and the text outbox. */
export const notificationsHandlers = { getNotificationsConfig, getNotificationsConfigForRole, getNotificationsConfigForUser, saveNotificationsConfig, sendTownNotification, listTextOutbox };
