import { describe, expect, it } from 'vitest';
import { applyFormOverride } from '../../src/engine/forms';
import { checkFormOverride, type FormOverride } from '../../src/engine/forms/check-form-override';
import { formEntity } from '../../src/engine/forms/build-document';
import { formDocument } from '../../src/engine/forms/builtin-forms';
import { addField, fieldRows, moveField, relabelField, removeField, setHidden, setRequired, shownFields } from '../../src/engine/forms/override-fields';

const { $schema: _hint, ...contact } = formDocument('contact');
const entity = formEntity(contact);
const ids = (override: FormOverride) => fieldRows(contact, override, entity).map((row) => row.id);
/** Every override the list produces must pass the server's own check of a form override. */
const valid = (override: FormOverride) => expect(checkFormOverride(contact, override, entity)).toEqual([]);

describe("the manage-configs editor's field list over a form override", () => {
  it('reads the base form: labels from its uiSchema, the server-required fields locked', () => {
    const rows = fieldRows(contact, {}, entity);
    expect(rows.map((row) => row.id)).toEqual(['department', 'inquiry_type', 'subject', 'message', 'phone']);
    expect(rows.find((row) => row.id === 'message')).toMatchObject({ label: 'Message', required: true, locked: true, hidden: false, added: false });
    expect(rows.find((row) => row.id === 'subject')).toMatchObject({ label: 'Subject', required: false, locked: false });
    expect(rows.find((row) => row.id === 'phone')).toMatchObject({ label: 'Phone', required: false, locked: false });
  });

  it('adds a field of each type as an ExtraField the server accepts, required when asked', () => {
    let override: FormOverride = {};
    override = addField(contact, override, { id: 'referral', label: 'How did you hear of us?', type: 'text', required: true });
    override = addField(contact, override, { id: 'tanks', label: 'Tanks', type: 'number', required: false });
    override = addField(contact, override, { id: 'newsletter', label: 'Newsletter', type: 'boolean', required: false });
    override = addField(contact, override, { id: 'season', label: 'Season', type: 'choice', required: false, choices: ['Winter', ' Summer ', '', 'Winter'] });
    valid(override);
    expect(override.extraFields?.season).toEqual({ type: 'string', title: 'Season', enum: ['Winter', 'Summer'] });
    expect(override.required).toEqual(['referral']);
    expect(ids(override)).toEqual(['department', 'inquiry_type', 'subject', 'message', 'phone', 'referral', 'tanks', 'newsletter', 'season']);
    const rows = fieldRows(contact, override, entity);
    expect(rows.find((row) => row.id === 'season')).toMatchObject({ added: true, type: 'choice', label: 'Season' });
    expect(applyFormOverride(contact, override, entity).fields).toContain('season');
  });

  it('reorders, relabels, hides and shows again, each an override the server accepts', () => {
    let override = moveField(contact, {}, 'phone', -1);
    expect(override.fields).toEqual(['department', 'inquiry_type', 'subject', 'phone', 'message']);
    override = relabelField(override, 'phone', 'Call-back number');
    expect(override.uiSchema?.phone).toEqual({ 'ui:title': 'Call-back number' });
    override = setRequired(override, 'phone', true);
    valid(override);
    override = setHidden(contact, override, 'phone', true);
    expect(override.required).toBeUndefined();
    expect(fieldRows(contact, override, entity).find((row) => row.id === 'phone')).toMatchObject({ hidden: true, label: 'Call-back number' });
    valid(override);
    override = setHidden(contact, override, 'phone', false);
    expect(shownFields(contact, override).at(-1)).toBe('phone');
    valid(override);
  });

  it('keeps an added field placed when the override lists fields, and removes it everywhere', () => {
    let override = moveField(contact, {}, 'message', 1);
    override = addField(contact, override, { id: 'referral', label: 'Referral', type: 'text', required: true });
    expect(override.fields?.at(-1)).toBe('referral');
    valid(override);
    override = relabelField(override, 'referral', 'Who sent you?');
    expect(override.extraFields?.referral.title).toBe('Who sent you?');
    override = removeField(override, 'referral');
    expect(override).toEqual({ fields: ['department', 'inquiry_type', 'subject', 'phone', 'message'] });
    valid(override);
  });

  it('does not move a field past either end', () => {
    expect(moveField(contact, {}, 'department', -1)).toEqual({});
    expect(moveField(contact, {}, 'phone', 1)).toEqual({});
  });
});
