export { default } from './CheckboxesWidget';
