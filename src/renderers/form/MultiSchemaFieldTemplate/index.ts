export { default } from './MultiSchemaFieldTemplate';
