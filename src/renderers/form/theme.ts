import { withTheme, type ThemeProps } from '@rjsf/core';
import { generateTemplates } from '@rjsf/primereact/lib/Templates/index.js';
import FieldTemplate from './FieldTemplate';
import { generateWidgets } from './widgets';

/**
 * The portal's RJSF theme, built like rjsf's own themes (DESIGN convention 3): the
 * @rjsf/primereact templates and widgets, with ours merged over theirs where we override.
 */
export function generatePortalTheme(): ThemeProps {
  return { templates: { ...generateTemplates(), FieldTemplate }, widgets: generateWidgets() };
}

export const PortalForm = withTheme(generatePortalTheme());
