export { default } from './AddressSuggestField';
