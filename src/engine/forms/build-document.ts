import type { FormDocument } from '../../../schemas/generated/form';
import type { BuildOptions, BuiltForm } from './build-form';
import { buildFormWith, formEntityIn } from './build-with-entities';
import type { SchemaNode } from './dereference';
import { entitySchemas } from './entities';

/** The entity schema a form picks its fields from. */
export function formEntity(form: FormDocument): SchemaNode {
  return formEntityIn(form, entitySchemas);
}

/** Builds a form document as a tenant runs it (built-in with the tenant's overrides applied), with every entity schema at hand. */
export function buildFormDocument(form: FormDocument, options: Omit<BuildOptions, 'entities'> = {}): BuiltForm {
  return buildFormWith(form, entitySchemas, options);
}
