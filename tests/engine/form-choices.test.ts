import { describe, expect, it } from 'vitest';
import { getForm } from '../../src/engine/forms/builtin-forms';

const registerForm = (methods?: string[]) => getForm('register', { settings: methods ? { notification_methods: methods } : {} });

describe("a form document's choices: hideSingleChoice and defaults (the register form's choice of how the code goes)", () => {
  it("offers the tenant's methods, worded by choice, email picked until another is", () => {
    const form = registerForm(['text', 'email']);
    const field = form.schema.properties.code_delivery as { enum: string[]; default?: string };
    expect(field.enum).toEqual(['text', 'email']);
    expect(field.default).toBe('email');
    // Words by choice, so the tenant's order of its methods cannot mislabel them.
    expect((form.uiSchema.code_delivery as Record<string, unknown>)['ui:enumNames']).toEqual({ email: 'Email on file', text: 'Text to the mobile phone on file' });
    expect(form.uiSchema['ui:order']).toContain('code_delivery');
  });

  it('leaves the choice out when the tenant offers one method: nothing to ask', () => {
    const form = registerForm(['email']);
    expect(form.schema.properties).not.toHaveProperty('code_delivery');
    expect(form.uiSchema['ui:order']).not.toContain('code_delivery');
    expect(form.uiSchema['ui:order']).toContain('email');
    expect(form.schema.required).toContain('email');
  });

  it("keeps a default only where it is one of the field's choices", () => {
    // A supplier that only texts: no question, so no default either.
    expect(registerForm(['text']).schema.properties).not.toHaveProperty('code_delivery');
    // Without the setting, the entity's own two choices are offered.
    expect((registerForm().schema.properties.code_delivery as { enum: string[] }).enum).toEqual(['text', 'email']);
  });
});

describe('the register code form', () => {
  it('asks the code alone (the claim is carried from the first answer), with a one-time code widget', () => {
    const form = getForm('register-code');
    expect(Object.keys(form.schema.properties)).toEqual(['code']);
    expect(form.schema.required).toEqual(['code']);
    expect(form.schema.properties.code.title).toBe('Code');
    expect((form.uiSchema.code as Record<string, unknown>)['ui:widget']).toBe('oneTimeCode');
    expect(form.submitLabel).toBe('Verify Code');
  });
});
