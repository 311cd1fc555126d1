import type { FormDocument } from '../../../schemas/generated/form';
import applyForAccountForm from '../../../schemas/forms/apply-for-account.form.json';
import creditApplicationForm from '../../../schemas/forms/credit-application.form.json';
import residentialApplicationForm from '../../../schemas/forms/residential-application.form.json';
import changePasswordForm from '../../../schemas/forms/change-password.form.json';
import contactForm from '../../../schemas/forms/contact.form.json';
import forgotPasswordForm from '../../../schemas/forms/forgot-password.form.json';
import fuelOrderForm from '../../../schemas/forms/fuel-order.form.json';
import loginForm from '../../../schemas/forms/login.form.json';
import newCustomerForm from '../../../schemas/forms/new-customer.form.json';
import paymentBankForm from '../../../schemas/forms/payment-bank.form.json';
import paymentCardForm from '../../../schemas/forms/payment-card.form.json';
import profileForm from '../../../schemas/forms/profile.form.json';
import registerForm from '../../../schemas/forms/register.form.json';
import requestAccessForm from '../../../schemas/forms/request-access.form.json';
import resetPasswordForm from '../../../schemas/forms/reset-password.form.json';
import userCreateForm from '../../../schemas/forms/user-create.form.json';
import userEditForm from '../../../schemas/forms/user-edit.form.json';
import { buildForm, type BuildOptions, type BuiltForm, type JsonObjectSchema } from './build-form';
import type { SchemaNode } from './dereference';
import { entitySchemas } from './entities';

export { buildForm, formPayload } from './build-form';
export { applyFormOverride, requiredFields } from './apply-form-override';
export { checkFormOverride, type FormOverride, type FormProblem } from './check-form-override';
export { dereference } from './dereference';
export { formRules } from './rule-sets';
export { isMasked, maskSensitive, sensitiveFields } from './sensitive';
export { acceptingValidator, schemaErrors, type CompiledFormValidator, type CompiledValidate } from './compiled-validator';
export type { BuildOptions, BuiltForm, JsonObjectSchema } from './build-form';
export type { FormDocument };

/** JSON imports widen enums to string; tests/engine/forms.test.ts checks each file against form.schema.json. */
const asForm = (json: unknown) => json as FormDocument;

/** Built-in form documents by id (schemas/forms/<id>.form.json). */
const forms: Readonly<Record<string, FormDocument>> = {
  'change-password': asForm(changePasswordForm),
  contact: asForm(contactForm),
  'forgot-password': asForm(forgotPasswordForm),
  'fuel-order': asForm(fuelOrderForm),
  login: asForm(loginForm),
  'new-customer': asForm(newCustomerForm),
  'payment-bank': asForm(paymentBankForm),
  'payment-card': asForm(paymentCardForm),
  profile: asForm(profileForm),
  register: asForm(registerForm),
  'request-access': asForm(requestAccessForm),
  'reset-password': asForm(resetPasswordForm),
  'user-create': asForm(userCreateForm),
  'user-edit': asForm(userEditForm),
  // Applications (issue 13): workflow items staff read in their queues.
  'apply-for-account': asForm(applyForAccountForm),
  'credit-application': asForm(creditApplicationForm),
  'residential-application': asForm(residentialApplicationForm),
};

export function formIds(): string[] {
  return Object.keys(forms);
}

/** The built-in form document of an id (schemas/forms/<id>.form.json). */
export function formDocument(id: string): FormDocument {
  const form = Object.hasOwn(forms, id) ? forms[id] : undefined;
  if (!form) throw new Error(`Unknown form ${id}`);
  return form;
}

/** The entity schema a form picks its fields from. */
export function formEntity(form: FormDocument): SchemaNode {
  const entity = Object.hasOwn(entitySchemas, form.entity) ? entitySchemas[form.entity] : undefined;
  if (!entity) throw new Error(`A form names unknown entity ${form.entity}`);
  return entity;
}

/** Builds a form document as a tenant runs it (built-in with the tenant's overrides applied). */
export function buildFormDocument(form: FormDocument, options: Omit<BuildOptions, 'entities'> = {}): BuiltForm {
  return buildForm(form, formEntity(form) as unknown as JsonObjectSchema, { ...options, entities: entitySchemas });
}

/** A built-in form, as it ships. */
export function getForm(id: string, options: Omit<BuildOptions, 'entities'> = {}): BuiltForm {
  return buildFormDocument(formDocument(id), options);
}
