import { describe, expect, it } from 'vitest';
import { acceptingValidator } from '../../src/engine/forms';
import { getForm } from '../../src/engine/forms/builtin-forms';
import { withCodeDelivery } from '../../src/renderers/screens/identity/register/code-delivery';

const registerForm = (methods?: string[]) => {
  const built = getForm('register', { settings: methods ? { notification_methods: methods } : {} });
  return withCodeDelivery({ ...built, compiled: acceptingValidator(built.schema) });
};

describe('the register form\'s choice of how the code goes', () => {
  it('offers the tenant\'s methods, in words', () => {
    const form = registerForm(['email', 'text']);
    expect((form.schema.properties.code_delivery as { enum: string[] }).enum).toEqual(['email', 'text']);
    expect((form.uiSchema.code_delivery as Record<string, unknown>)['ui:enumNames']).toEqual(['Email on file', 'Text to the mobile phone on file']);
  });

  it('leaves the choice out when the tenant only emails', () => {
    const form = registerForm(['email']);
    expect(form.schema.properties).not.toHaveProperty('code_delivery');
    expect(form.uiSchema['ui:order']).not.toContain('code_delivery');
    expect(form.uiSchema['ui:order']).toContain('email');
  });
});
