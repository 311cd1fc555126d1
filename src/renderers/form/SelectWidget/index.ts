export { default } from './SelectWidget';
