export { default } from './MoneyWidget';
