import type { FormDocument } from '../../../schemas/generated/form';

/**
 * A configuration document that is a form: the entity it picks from and the fields it shows, as
 * form.schema.json requires (the server checked the whole document against it when it was saved;
 * the config API answers any document kind, so a caller asking for a form checks it is one).
 */
export function isFormDocument(document: unknown): document is FormDocument {
  if (typeof document !== 'object' || document === null) return false;
  const { entity, fields } = document as { entity?: unknown; fields?: unknown };
  return typeof entity === 'string' && Array.isArray(fields) && fields.every((field) => typeof field === 'string');
}
