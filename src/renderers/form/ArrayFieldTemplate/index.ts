export { default } from './ArrayFieldTemplate';
