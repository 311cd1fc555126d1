export { default } from './NotificationPreferencesField';
