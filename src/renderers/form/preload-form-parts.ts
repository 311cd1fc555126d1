import { fieldLoaders } from './fields';
import { loadPart } from './lazy-widget';
import { widgetLoaders } from './widgets';

type Node = Record<string, unknown>;

/** RJSF's short widget names (`"ui:widget": "radio"`) for the registry's own. */
const WIDGET_ALIASES: Readonly<Record<string, string>> = {
  radio: 'RadioWidget',
  checkboxes: 'CheckboxesWidget',
  checkbox: 'CheckboxWidget',
  textarea: 'TextareaWidget',
  select: 'SelectWidget',
  updown: 'UpDownWidget',
  range: 'RangeWidget',
  color: 'ColorWidget',
  password: 'PasswordWidget',
  hidden: 'HiddenWidget',
};

/** The widgets a field wires into its children itself (AddressSuggestField): not named by the form. */
const FIELD_WIDGETS: Readonly<Record<string, readonly string[]>> = { address: ['addressSuggest', 'country', 'subdivision'] };

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The widgets and fields (by registry name) RJSF draws a form with: those its uiSchema names,
 * those a named field wires in, and RJSF's own choice for the rest — a drop-down for a list of
 * choices or a choice between schemas, a checkbox for a yes/no. Text and number boxes are not
 * lazy, and are not listed.
 */
export function formPartNames(schema: unknown, uiSchema: unknown): { widgets: Set<string>; fields: Set<string> } {
  const widgets = new Set<string>();
  const fields = new Set<string>();
  const visit = (node: unknown, ui: unknown) => {
    if (!isNode(node)) return;
    const own = isNode(ui) ? ui : {};
    const field = own['ui:field'];
    const widget = own['ui:widget'];
    if (typeof field === 'string') {
      fields.add(field);
      for (const wired of FIELD_WIDGETS[field] ?? []) widgets.add(wired);
    }
    if (typeof widget === 'string') widgets.add(WIDGET_ALIASES[widget] ?? widget);
    else if (Array.isArray(node.enum) || (node.type !== 'object' && Array.isArray(node.oneOf))) widgets.add('SelectWidget');
    else if (node.type === 'boolean') widgets.add('CheckboxWidget');
    if (isNode(node.properties)) for (const [name, child] of Object.entries(node.properties)) visit(child, own[name]);
    if (node.type === 'array') visit(node.items, own.items);
    // A choice between schemas (a way to pay): its selector is a drop-down, each option drawn in turn.
    for (const options of [node.oneOf, node.anyOf]) {
      if (!Array.isArray(options) || node.type !== 'object') continue;
      widgets.add('SelectWidget');
      for (const option of options) visit(option, own);
    }
  };
  visit(schema, uiSchema);
  return { widgets, fields };
}

/**
 * Asks for the code of every widget and field a form will be drawn with, before it is: a step
 * that follows another (the signup's details after its address) then appears whole, not field by
 * field as each arrives (each lazy widget's place is empty until its code has come).
 */
export function preloadFormParts(schema: unknown, uiSchema: unknown): void {
  const { widgets, fields } = formPartNames(schema, uiSchema);
  // A failed load is asked again when the widget is drawn.
  const ask = (load: () => Promise<unknown>) => void loadPart(load).catch(() => undefined);
  for (const name of widgets) if (Object.hasOwn(widgetLoaders, name)) ask(widgetLoaders[name as keyof typeof widgetLoaders]);
  for (const name of fields) if (Object.hasOwn(fieldLoaders, name)) ask(fieldLoaders[name as keyof typeof fieldLoaders]);
}
