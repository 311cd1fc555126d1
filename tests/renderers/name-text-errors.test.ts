/**
 * The browser words a name with invisible or direction-changing characters as the server does
 * (the rule is the pattern of schemas/entities/name-text.schema.json, which the forms inherit).
 */
import { customizeValidator } from '@rjsf/validator-ajv8';
import { describe, expect, it } from 'vitest';
import { getForm } from '../../src/engine/forms/builtin-forms';
import { messages } from '../../src/engine/messages/catalogue';
import { formErrorTransformer } from '../../src/renderers/schema-form/error-schema';

describe('a name with hidden characters in a form', () => {
  it('shows the name rule in words under the field, and takes names in any script', () => {
    const form = getForm('profile');
    const validate = (data: object) => customizeValidator().validateFormData(data, form.schema as never, undefined, formErrorTransformer(form.rules));
    const refused = validate({ first_name: 'Ann\u200b', last_name: '\u202eeoD' });
    expect(refused.errors.map((e) => [e.property, e.message])).toEqual([
      ['.first_name', messages.nameHiddenCharacters],
      ['.last_name', messages.nameHiddenCharacters],
    ]);
    expect(validate({ first_name: 'Zoë', last_name: "O'Brien-Nuñez 李" }).errors).toEqual([]);
  });
});
