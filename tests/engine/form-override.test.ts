import { describe, expect, it } from 'vitest';
import { applyFormOverride, formPayload } from '../../src/engine/forms';
import { buildFormDocument, formEntity } from '../../src/engine/forms/build-document';
import { checkFormOverride, type FormOverride } from '../../src/engine/forms/check-form-override';
import { formDocument } from '../../src/engine/forms/builtin-forms';
import type { ExtraField } from '../../schemas/generated/form-override';

const contact = formDocument('contact');
const login = formDocument('login');
const check = (override: unknown, base = contact) => checkFormOverride(base, override, formEntity(base));
const paths = (override: unknown, base = contact) => check(override, base).map((p) => p.path);
const bestTime: ExtraField = { type: 'string', title: 'Best time to call', enum: ['Morning', 'Afternoon', 'Evening'] };

describe('a form override adds fields, reorders, relabels, adds help, hides optional fields', () => {
  const override: FormOverride = {
    fields: ['inquiry_type', 'best_time', 'subject', 'message'],
    extraFields: { best_time: bestTime, acres: { type: 'integer', title: 'Acres heated', minimum: 0, maximum: 1000 } },
    required: ['best_time'],
    uiSchema: { subject: { 'ui:title': 'Topic', 'ui:help': 'A few words' }, best_time: { 'ui:widget': 'radio' } },
    submitLabel: 'Send',
  };

  it('is accepted when it keeps every field the server requires', () => {
    // acres is added but not placed: refused below; placed, it is fine.
    expect(check({ ...override, fields: [...(override.fields ?? []), 'acres'] })).toEqual([]);
  });

  it('gives the effective form: fields in the new order, the added field required, labels merged, phone hidden', () => {
    const form = applyFormOverride(contact, { ...override, fields: [...(override.fields ?? []), 'acres'] }, formEntity(contact));
    expect(form.fields).toEqual(['inquiry_type', 'best_time', 'subject', 'message', 'acres']);
    expect(form.required).toEqual(['inquiry_type', 'message', 'best_time']);
    expect((form.uiSchema as Record<string, unknown>).subject).toEqual({ 'ui:title': 'Topic', 'ui:help': 'A few words' });
    expect(form.submitLabel).toBe('Send');
    const built = buildFormDocument(form);
    expect(Object.keys(built.schema.properties)).toEqual(form.fields);
    expect(built.schema.properties.best_time).toEqual(bestTime);
    expect(built.schema.required).toContain('best_time');
    expect(built.extraFields).toEqual(['best_time', 'acres']);
  });

  it('appends added fields after the form’s own when it does not order them', () => {
    const form = applyFormOverride(contact, { extraFields: { best_time: bestTime } }, formEntity(contact));
    expect(form.fields).toEqual([...contact.fields, 'best_time']);
    expect(form.required).toEqual(['inquiry_type', 'message']);
  });

  it('sends the answers to added fields in `extra`, the form’s own at the top level', () => {
    const built = buildFormDocument(applyFormOverride(contact, { extraFields: { best_time: bestTime } }, formEntity(contact)));
    expect(formPayload(built, { inquiry_type: 'Billing', message: 'Hi', best_time: 'Evening' })).toEqual({ inquiry_type: 'Billing', message: 'Hi', extra: { best_time: 'Evening' } });
    expect(formPayload(built, { inquiry_type: 'Billing', message: 'Hi' })).toEqual({ inquiry_type: 'Billing', message: 'Hi' });
  });
});

describe('a form override is refused, at the JSON pointer of the offending value, when it', () => {
  it('removes a field the server requires', () => {
    expect(check({ fields: ['inquiry_type', 'subject'] })).toEqual([{ path: '/fields', message: '"message" is required by the server and cannot be removed' }]);
  });

  it('adds a field under the name of a built-in one (or of `extra`, or of a prototype key)', () => {
    expect(paths({ extraFields: { message: bestTime } })).toEqual(['/extraFields/message']);
    expect(paths({ extraFields: { extra: bestTime } })).toEqual(['/extraFields/extra']);
    expect(paths({ extraFields: { account_id: bestTime } })).toEqual(['/extraFields/account_id']);
    expect(paths(JSON.parse('{ "extraFields": { "__proto__": { "type": "string", "title": "x" } } }'))).toContain('/extraFields');
    expect(paths({ extraFields: { constructor: bestTime } })).toEqual(['/extraFields/constructor']);
  });

  it('adds a field to a form whose answers have no place for it', () => {
    expect(check({ extraFields: { remember: { type: 'boolean', title: 'Remember me' } } }, login)).toEqual([
      { path: '/extraFields/remember', message: expect.stringContaining('This form sends no extra answers') },
    ]);
  });

  it('names a field the form does not have', () => {
    expect(paths({ fields: ['inquiry_type', 'message', 'colour'] })).toEqual(['/fields/2']);
    expect(paths({ required: ['colour'] })).toEqual(['/required/0']);
    expect(paths({ uiSchema: { colour: { 'ui:title': 'Colour' } } })).toEqual(['/uiSchema/colour']);
    expect(paths({ fields: ['inquiry_type', 'message'], extraFields: { best_time: bestTime } })).toEqual(['/fields']);
  });

  it('requires a field it hides, or gives a field a widget that cannot hold it', () => {
    expect(check({ fields: ['inquiry_type', 'message', 'best_time'], required: ['subject'], extraFields: { best_time: bestTime } })).toEqual([
      { path: '/required/0', message: '"subject" is hidden: a hidden field cannot be required' },
    ]);
    expect(paths({ uiSchema: { subject: { 'ui:widget': 'updown' } } })).toEqual(['/uiSchema/subject/ui:widget']);
    expect(paths({ uiSchema: { message: { 'ui:widget': 'select' } } })).toEqual(['/uiSchema/message/ui:widget']);
    expect(paths({ uiSchema: { user_id: { 'ui:widget': 'checkbox' } } }, login)).toEqual(['/uiSchema/user_id/ui:widget']);
    // Choices from the settings (inquiry types) make a radio group fine; a textarea for a message too.
    expect(paths({ uiSchema: { inquiry_type: { 'ui:widget': 'radio' }, message: { 'ui:widget': 'textarea' } } })).toEqual([]);
  });

  it('adds a field no answer can satisfy', () => {
    const required = (field: object) => paths({ extraFields: { x: { title: 'X', ...field } }, required: ['x'] });
    expect(required({ type: 'integer', enum: [1.5] })).toEqual(['/extraFields/x/enum/0']);
    expect(required({ type: 'boolean', enum: [1] })).toEqual(['/extraFields/x/enum/0']);
    expect(required({ type: 'string', enum: ['a'], minLength: 5 })).toEqual(['/extraFields/x/enum/0']);
    expect(required({ type: 'string', format: 'email', maxLength: 3 })).toEqual(['/extraFields/x/maxLength']);
    expect(required({ type: 'integer', enum: [1, 2], minimum: 1 })).toEqual([]);
  });

  it('may hide an optional field whose choices come from the settings (the profile’s household members)', () => {
    const profile = formDocument('profile');
    const slim = applyFormOverride(profile, { fields: ['first_name', 'last_name', 'cell_phone'] }, formEntity(profile));
    expect(checkFormOverride(profile, { fields: ['first_name', 'last_name', 'cell_phone'] }, formEntity(profile))).toEqual([]);
    expect(Object.keys(buildFormDocument(slim, { settings: { relationship_to_owner: ['Spouse'] } }).schema.properties)).toEqual(['first_name', 'last_name', 'cell_phone']);
  });

  it('may redefine a field the tenant folder added (it is no built-in field)', () => {
    const shipped = applyFormOverride(contact, { extraFields: { best_time: bestTime } }, formEntity(contact));
    expect(check({ extraFields: { best_time: { ...bestTime, title: 'When shall we call?' } } }, shipped)).toEqual([]);
  });

  it('breaks its own schema: unknown keys, wrong types, an impossible range, odd widgets, unsafe ids', () => {
    expect(paths({ colour: 'red' })).toEqual(['/']);
    expect(paths({ fields: 'message' })).toEqual(['/fields']);
    expect(paths({ extraFields: { acres: { type: 'integer', title: 'Acres', minimum: 10, maximum: 1 } } })).toEqual(['/extraFields/acres/minimum']);
    expect(paths({ extraFields: { acres: { type: 'object', title: 'Acres' } } })).toEqual(['/extraFields/acres/type']);
    expect(paths({ extraFields: { acres: { type: 'string', title: 'Acres', pattern: '(a+)+$' } } })).toEqual(['/extraFields/acres']);
    expect(paths({ uiSchema: { message: { 'ui:widget': 'html' } } })).toEqual(['/uiSchema/message/ui:widget']);
    expect(paths({ extraFields: { 'Best Time': bestTime } })).toContain('/extraFields');
    expect(paths({ extraFields: { n: { type: 'integer', title: 'N', enum: ['one'] } } })).toEqual(['/extraFields/n/enum/0']);
    expect(paths([])).toEqual(['/']);
  });
});
