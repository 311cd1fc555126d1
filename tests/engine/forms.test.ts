import { describe, expect, it } from 'vitest';
import { buildForm, getForm, type JsonObjectSchema } from '../../src/engine/forms';
import loginRequest from '../../schemas/entities/login-request.schema.json';

const contact: JsonObjectSchema = {
  type: 'object',
  required: ['email', 'message'],
  properties: {
    email: { type: 'string', format: 'email', title: 'Email' },
    phone: { type: 'string', title: 'Phone' },
    message: { type: 'string', maxLength: 2000, title: 'Message' },
  },
};

describe('getForm', () => {
  it('builds the login form from the login-request entity: user_id and password only, both required', () => {
    const { schema } = getForm('login');
    expect(schema.type).toBe('object');
    expect(Object.keys(schema.properties)).toEqual(['user_id', 'password']);
    expect(schema.required).toEqual(['user_id', 'password']);
  });

  it('takes each field definition from the entity schema, not a copy of it', () => {
    const { schema } = getForm('login');
    expect(schema.properties.user_id).toEqual(loginRequest.properties.user_id);
    expect(schema.properties.password).toEqual(loginRequest.properties.password);
    expect(schema.properties).not.toHaveProperty('app_id');
  });

  it("carries the form's uiSchema, field order and submit label", () => {
    const { uiSchema, submitLabel } = getForm('login');
    expect(uiSchema['ui:order']).toEqual(['user_id', 'password']);
    expect(uiSchema.password).toMatchObject({ 'ui:widget': 'password', 'ui:options': { prime: { feedback: false } } });
    expect(uiSchema.user_id).toMatchObject({ 'ui:autocomplete': 'username' });
    expect(submitLabel).toBe('Log In');
  });

  it('refuses an unknown form id', () => {
    expect(() => getForm('no-such-form')).toThrow(/Unknown form no-such-form/);
  });
});

describe('buildForm', () => {
  it('keeps only the required fields the form shows', () => {
    const { schema } = buildForm({ entity: 'contact', fields: ['email', 'phone'] }, contact);
    expect(schema.required).toEqual(['email']);
    expect(Object.keys(schema.properties)).toEqual(['email', 'phone']);
  });

  it("lets a form's own required list replace the entity's", () => {
    const { schema } = buildForm({ entity: 'contact', fields: ['email', 'phone', 'message'], required: ['phone'] }, contact);
    expect(schema.required).toEqual(['phone']);
  });

  it('orders fields as the form lists them and defaults the submit label', () => {
    const built = buildForm({ entity: 'contact', fields: ['message', 'email'] }, contact);
    expect(Object.keys(built.schema.properties)).toEqual(['message', 'email']);
    expect(built.uiSchema['ui:order']).toEqual(['message', 'email']);
    expect(built.submitLabel).toBe('Submit');
  });

  it('throws on a field the entity lacks, naming the field and the entity', () => {
    expect(() => buildForm({ entity: 'contact', fields: ['email', 'fax'] }, contact)).toThrow(
      'Form field fax is not a property of entity contact',
    );
  });

  it('does not take inherited object keys for entity fields', () => {
    expect(() => buildForm({ entity: 'contact', fields: ['constructor'] }, contact)).toThrow(/constructor/);
  });
});
