export { PortalForm, generatePortalTheme } from './theme';
