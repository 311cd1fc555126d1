import { readdirSync, readFileSync } from 'node:fs';
import Ajv from 'ajv';
import { describe, expect, it } from 'vitest';
import { buildForm, dereference, formPayload, formRules, type JsonObjectSchema } from '../../src/engine/forms';
import { formIds, getForm } from '../../src/engine/forms/builtin-forms';
import { isMessageKey, messages } from '../../src/engine/messages/catalogue';
import type { FormDocument } from '../../schemas/generated/form';
import formSchema from '../../schemas/form.schema.json';
import formOverrideSchema from '../../schemas/form-override.schema.json';
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
    // Less the developer description, which forms never show (see below).
    const { description: _developerNote, ...userId } = loginRequest.properties.user_id;
    expect(schema.properties.user_id).toEqual(userId);
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

describe('form documents', () => {
  const ajv = new Ajv({ allErrors: true, strict: false });
  // A form's added fields are defined once, in the override schema.
  ajv.addSchema(formOverrideSchema);
  const validateDocument = ajv.compile(formSchema);
  const files = readdirSync('schemas/forms').filter((f) => f.endsWith('.form.json'));

  it('registers every file of schemas/forms', () => {
    expect(formIds().sort()).toEqual(files.map((f) => f.replace('.form.json', '')).sort());
  });

  it.each(files)('%s is a valid form document whose rules name catalogue messages and shown fields', (file) => {
    const document = JSON.parse(readFileSync(`schemas/forms/${file}`, 'utf8')) as FormDocument;
    expect(validateDocument(document), JSON.stringify(validateDocument.errors)).toBe(true);
    // Its own rules and those of the rule sets it names, as the form checks them.
    for (const rule of formRules(document)) {
      expect(isMessageKey(rule.message), `${file}: message ${rule.message}`).toBe(true);
      expect(document.fields, `${file}: rule on ${rule.field}`).toContain(rule.field.split('.')[0]);
    }
  });

  it.each(files)('%s builds to a schema ajv compiles, with every reference inlined', (file) => {
    const { schema } = getForm(file.replace('.form.json', ''), { settings: { relationship_to_owner: ['Spouse'] } });
    expect(JSON.stringify(schema)).not.toContain('$ref');
    expect(() => new Ajv({ strict: false }).compile(schema)).not.toThrow();
  });
});

describe('passwords and confirmations', () => {
  it('adds the on-screen-only confirmation beside the entity field and drops it from the payload', () => {
    const form = getForm('reset-password');
    expect(Object.keys(form.schema.properties)).toEqual(['new_password', 'confirm_password']);
    expect(form.schema.required).toEqual(['new_password', 'confirm_password']);
    expect(form.uiFields).toEqual(['confirm_password']);
    expect(form.submitWhenComplete).toBe(true);
    expect(formPayload(form, { new_password: 'abcdefgh', confirm_password: 'abcdefgh' })).toEqual({ new_password: 'abcdefgh' });
  });

  it("carries the spec's wording per screen: reset and change differ", () => {
    const keys = (id: string) => getForm(id).rules.map((r) => messages[r.message as keyof typeof messages]);
    expect(keys('reset-password')).toEqual(['Password should be minimum 8 characters!', "Passwords don't match"]);
    expect(keys('change-password')).toEqual(['Password should be at least 8 characters', 'Passwords do not match']);
  });

  it('takes the password field from the password entity (minimum 8)', () => {
    expect(getForm('change-password').schema.properties.new_password).toMatchObject({ type: 'string', minLength: 8 });
  });
});

describe('references and choices', () => {
  it("inlines an entity's $ref, keeping the field's own title over the referenced one", () => {
    const { schema } = getForm('profile');
    expect(schema.properties.cell_phone).toMatchObject({ type: 'string', title: 'Cell Phone', pattern: '^(\\d{3}-\\d{3}-\\d{4})?$' });
    expect(schema.properties.cell_phone).not.toHaveProperty('$id');
  });

  it('fills choices from a setting, inside array items', () => {
    const { schema } = getForm('profile', { settings: { relationship_to_owner: ['Spouse', 'Child'] } });
    const member = (schema.properties.household_members as { items: { properties: Record<string, { enum?: string[] }> } }).items;
    expect(member.properties.relationship_to_owner.enum).toEqual(['Spouse', 'Child']);
    expect(member.properties.town_notifications).toMatchObject({ items: { enum: ['TOWN_WIDE_EMAIL', 'SMS_EMERGENCY', 'PACKAGE_DELIVERED'] } });
  });

  it('leaves a field free text when its setting is empty', () => {
    const { schema } = getForm('profile', { settings: { relationship_to_owner: [] } });
    const member = (schema.properties.household_members as { items: { properties: Record<string, { enum?: string[] }> } }).items;
    expect(member.properties.relationship_to_owner.enum).toBeUndefined();
  });

  it("fills choices the screen fetched, such as the tenant's roles", () => {
    const { schema } = getForm('user-create', { choices: { role: ['User', 'Admin'] } });
    expect(schema.properties.role.enum).toEqual(['User', 'Admin']);
  });

  it('refuses choices for a field the entity lacks', () => {
    expect(() => buildForm({ entity: 'contact', fields: ['email'], optionsFromSettings: { fax: 'faxes' } }, contact, { settings: {} })).toThrow(
      'Form field fax (choices from setting faxes) is not a field of entity contact',
    );
  });

  it('refuses a reference to an unknown entity and a circular one', () => {
    expect(() => dereference({ $ref: 'nothing.schema.json' }, {})).toThrow('Schema reference nothing.schema.json names no known entity');
    expect(() => dereference({ $ref: 'a.schema.json' }, { a: { items: { $ref: 'a.schema.json' } } })).toThrow(/circular/);
  });
});

describe('what a form tells its reader', () => {
  it("drops the entity files' developer descriptions but keeps a property named description", () => {
    const { schema } = getForm('profile');
    expect(JSON.stringify(schema)).not.toContain('spec 1');
    const preference = (schema.properties.notification_preferences as { items: { properties: Record<string, unknown> } }).items;
    expect(preference.properties.description).toMatchObject({ type: 'string' });
    expect(schema.properties.cell_phone).not.toHaveProperty('description');
  });
});
