import { buildFormDocument, type FormDocument } from '../../engine/forms';

export interface Answer {
  field: string;
  label: string;
  value: string;
  /** A field the tenant added to the form. */
  added: boolean;
}

// A list of choices (fuel uses) reads as a list, not as JSON.
const text = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'boolean' ? (value ? 'Yes' : 'No') : Array.isArray(value) && value.every((v) => typeof v === 'string') ? value.join(', ') : JSON.stringify(value);
const given = (value: unknown) => value !== undefined && value !== null && value !== '';

/**
 * A submission's answers in the order and under the labels of the form it was made on: the
 * form's own fields from `contents`, the fields the tenant added from `extra`. Without a form
 * document (not recorded, or not loaded) the answers show under their field names.
 */
export function submissionAnswers(contents: Record<string, unknown>, extra: Record<string, unknown>, form: FormDocument | undefined): Answer[] {
  if (!form) {
    return [
      ...Object.entries(contents).filter(([, v]) => given(v)).map(([field, v]) => ({ field, label: field, value: text(v), added: false })),
      ...Object.entries(extra).filter(([, v]) => given(v)).map(([field, v]) => ({ field, label: field, value: text(v), added: true })),
    ];
  }
  const built = buildFormDocument(form);
  const ui = built.uiSchema as Record<string, { 'ui:title'?: string; 'ui:enumNames'?: string[] } | undefined>;
  // A choice reads as the form showed it ('Own', not 'owned') when the form names its choices.
  const shown = (field: string, value: unknown) => {
    const names = ui[field]?.['ui:enumNames'];
    const choices = built.schema.properties[field]?.enum as unknown[] | undefined;
    const at = names && choices ? choices.indexOf(value) : -1;
    return at >= 0 && names?.[at] ? names[at] : text(value);
  };
  return form.fields.flatMap((field) => {
    const added = built.extraFields.includes(field);
    const value = added ? extra[field] : contents[field];
    if (!given(value)) return [];
    const label = ui[field]?.['ui:title'] ?? (built.schema.properties[field]?.title as string | undefined) ?? field;
    return [{ field, label, value: shown(field, value), added }];
  });
}
