export { default } from './LastDayWidget';
