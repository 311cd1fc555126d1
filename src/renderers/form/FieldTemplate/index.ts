export { default } from './FieldTemplate';
