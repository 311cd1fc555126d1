export { default } from './StringListField';
