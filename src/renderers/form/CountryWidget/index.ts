export { default } from './CountryWidget';
