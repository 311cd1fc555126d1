export { default } from './LanguageWidget';
