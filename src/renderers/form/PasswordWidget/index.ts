export { default } from './PasswordWidget';
