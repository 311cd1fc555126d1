export { default } from './RadioWidget';
