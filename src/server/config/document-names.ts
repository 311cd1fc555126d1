import { formIds } from '../../engine/forms/builtin-forms';
import { dataDocuments } from './data-documents';
import type { ConfigDocumentKind } from '../../../schemas/generated/enums';

/** The kinds of configuration document: the layout, the application settings, one per form, and plain data documents. */
export type ConfigKind = ConfigDocumentKind;

export interface ConfigName {
  name: string;
  kind: ConfigKind;
  /** For a form document (form.<form_id>). */
  formId?: string;
}

/** Every configuration document a tenant has: layout, settings, form.<id> for every built-in form, and the data documents. */
export function configNames(): ConfigName[] {
  return [
    { name: 'layout', kind: 'layout' },
    { name: 'settings', kind: 'settings' },
    ...formIds().map((formId) => ({ name: `form.${formId}`, kind: 'form' as const, formId })),
    ...dataDocuments.map((doc) => ({ name: doc.name, kind: 'data' as const })),
  ];
}

/** The document a name denotes, or undefined for a name no tenant has. */
export function configName(name: string): ConfigName | undefined {
  return configNames().find((doc) => doc.name === name);
}
