export { default } from './SubdivisionWidget';
