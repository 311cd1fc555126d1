export { default } from './AddressSuggestWidget';
