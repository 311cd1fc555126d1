export { default } from './OneTimeCodeWidget';
