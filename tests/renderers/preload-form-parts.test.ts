import { describe, expect, it } from 'vitest';
import { getForm } from '../../src/engine/forms/builtin-forms';
import { formPartNames } from '../../src/renderers/form/preload-form-parts';
import { fieldLoaders } from '../../src/renderers/form/fields';
import { widgetLoaders } from '../../src/renderers/form/widgets';

describe('the widgets and fields a form is drawn with (loaded ahead of a step)', () => {
  it("lists the signup's: its address field and the widgets it wires, phones, choices, yes/no, text areas and checkboxes", () => {
    const signup = getForm('new-customer', { settings: {} });
    const { widgets, fields } = formPartNames(signup.schema, signup.uiSchema);
    expect([...fields]).toEqual(['address']);
    for (const widget of ['addressSuggest', 'country', 'subdivision', 'phone', 'SelectWidget', 'RadioWidget', 'CheckboxWidget', 'CheckboxesWidget', 'TextareaWidget']) expect(widgets).toContain(widget);
    // Every name is one the registry loads, or one that comes with the form's code (a password, a hidden field).
    for (const widget of widgets) expect(Object.hasOwn(widgetLoaders, widget) || ['PasswordWidget', 'HiddenWidget'].includes(widget)).toBe(true);
    for (const field of fields) expect(Object.hasOwn(fieldLoaders, field)).toBe(true);
  });

  it('lists nothing for a form of text boxes alone', () => {
    const login = getForm('login');
    const parts = formPartNames(login.schema, login.uiSchema);
    expect([...parts.widgets].filter((widget) => !Object.hasOwn(widgetLoaders, widget))).toEqual(['PasswordWidget']);
    expect([...parts.widgets].filter((widget) => Object.hasOwn(widgetLoaders, widget))).toEqual([]);
    expect(parts.fields.size).toBe(0);
  });
});
