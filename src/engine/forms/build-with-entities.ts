import type { FormDocument } from '../../../schemas/generated/form';
import { buildForm, isObjectSchema, type BuildOptions, type BuiltForm } from './build-form';
import type { SchemaNode } from './dereference';

/** The entity schema a form picks its fields from, out of `entities` (by file name without .schema.json). */
export function formEntityIn(form: FormDocument, entities: Readonly<Record<string, SchemaNode>>): SchemaNode {
  const entity = Object.hasOwn(entities, form.entity) ? entities[form.entity] : undefined;
  if (!entity) throw new Error(`A form names unknown entity ${form.entity}`);
  return entity;
}

/**
 * Builds a form document from the entity schemas given: those its entity and its references name.
 * The browser passes only those it loaded for the form (renderers schema-form/form-entities.ts),
 * so a route carries the schemas of its own forms, not every entity's (build-document.ts holds them all).
 */
export function buildFormWith(form: FormDocument, entities: Readonly<Record<string, SchemaNode>>, options: Omit<BuildOptions, 'entities'> = {}): BuiltForm {
  const entity = formEntityIn(form, entities);
  if (!isObjectSchema(entity)) throw new Error(`A form names entity ${form.entity}, which has no properties to pick`);
  return buildForm(form, entity, { ...options, entities });
}
