export { default } from './PhoneWidget';
