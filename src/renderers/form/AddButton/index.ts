export { default } from './AddButton';
