import { withTheme, type FormProps, type ThemeProps } from '@rjsf/core';
import type { RegistryFieldsType } from '@rjsf/utils';
import { generateTemplates } from '@rjsf/primereact/lib/Templates/index.js';
import AddButton from './AddButton';
import ArrayFieldTemplate from './ArrayFieldTemplate';
import FieldTemplate from './FieldTemplate';
import MultiSchemaFieldTemplate from './MultiSchemaFieldTemplate';
import { ArrayFieldTitleTemplate, TitleFieldTemplate } from './TitleFieldTemplate';
import { lazyField } from './lazy-widget';
import { portalStrings } from './portal-strings';
import { fieldLoaders } from './fields';
import { generateWidgets } from './widgets';

/** Our fields, named by the form documents' `ui:field`, each loaded on first use (or ahead, preload-form-parts.ts). */
export function generateFields(): RegistryFieldsType {
  return Object.fromEntries(Object.entries(fieldLoaders).map(([name, load]) => [name, lazyField(load)]));
}

/**
 * The portal's RJSF theme, built like rjsf's own themes (DESIGN convention 3): the
 * @rjsf/primereact templates and widgets, with ours merged over theirs where we override.
 */
export function generatePortalTheme(): ThemeProps {
  const templates = generateTemplates();
  return {
    templates: { ...templates, FieldTemplate, ArrayFieldTemplate, MultiSchemaFieldTemplate, TitleFieldTemplate, ArrayFieldTitleTemplate, ButtonTemplates: { ...templates.ButtonTemplates, AddButton } },
    widgets: generateWidgets(),
    fields: generateFields(),
  };
}

/**
 * withTheme passes the whole theme object to rjsf's Form, so translateString travels with it; its
 * ThemeProps type names only fields, templates and widgets, hence the widened type here.
 */
const portalTheme: ThemeProps & Pick<FormProps, 'translateString'> = { ...generatePortalTheme(), translateString: portalStrings };
export const PortalForm = withTheme(portalTheme);
