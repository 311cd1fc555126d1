export { ArrayFieldTitleTemplate, TitleFieldTemplate } from './TitleFieldTemplate';
