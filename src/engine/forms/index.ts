import type { FormDocument } from '../../../schemas/generated/form';
import loginForm from '../../../schemas/forms/login.form.json';
import loginRequest from '../../../schemas/entities/login-request.schema.json';
import { buildForm, type BuiltForm, type JsonObjectSchema } from './build-form';

export { buildForm } from './build-form';
export type { BuiltForm, JsonObjectSchema } from './build-form';

/** Entity schemas that forms pick fields from, by the name a form document uses. */
const entities: Record<string, JsonObjectSchema> = {
  'login-request': loginRequest as unknown as JsonObjectSchema,
};

/** Built-in form documents by id (schemas/forms/<id>.form.json). */
const forms: Record<string, FormDocument> = {
  login: loginForm,
};

export function getForm(id: string): BuiltForm {
  const form = forms[id];
  if (!form) throw new Error(`Unknown form ${id}`);
  const entity = entities[form.entity];
  if (!entity) throw new Error(`Form ${id} names unknown entity ${form.entity}`);
  return buildForm(form, entity);
}
