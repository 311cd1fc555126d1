export { PortalForm, generatePortalTheme } from './theme';
export { transformErrors } from './transform-errors';
