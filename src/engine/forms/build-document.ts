import type { FormDocument } from '../../../schemas/generated/form';
import { buildForm, isObjectSchema, type BuildOptions, type BuiltForm } from './build-form';
import type { SchemaNode } from './dereference';
import { entitySchemas } from './entities';

/** The entity schema a form picks its fields from. */
export function formEntity(form: FormDocument): SchemaNode {
  const entity = Object.hasOwn(entitySchemas, form.entity) ? entitySchemas[form.entity] : undefined;
  if (!entity) throw new Error(`A form names unknown entity ${form.entity}`);
  return entity;
}

/** Builds a form document as a tenant runs it (built-in with the tenant's overrides applied). */
export function buildFormDocument(form: FormDocument, options: Omit<BuildOptions, 'entities'> = {}): BuiltForm {
  const entity = formEntity(form);
  if (!isObjectSchema(entity)) throw new Error(`A form names entity ${form.entity}, which has no properties to pick`);
  return buildForm(form, entity, { ...options, entities: entitySchemas });
}
