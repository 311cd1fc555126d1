import type { ChangeEvent } from 'react';
import { ariaDescribedByIds, type FormContextType, type RJSFSchema, type StrictRJSFSchema, type WidgetProps } from '@rjsf/utils';

/**
 * The state every input widget of ours takes from RJSF's widget props, written once: required,
 * autofocus, disabled while the form is, invalid while a message shows, focus and blur reported
 * to the form.
 */
function inputState<T, S extends StrictRJSFSchema, F extends FormContextType>(props: WidgetProps<T, S, F>) {
  const { id, required, autofocus, disabled, readonly, rawErrors = [], value, onBlur, onFocus } = props;
  return {
    required,
    autoFocus: autofocus,
    disabled: disabled || readonly,
    invalid: rawErrors.length > 0,
    onBlur: () => onBlur(id, value),
    onFocus: () => onFocus(id, value),
  };
}

/** An input that is the field itself (phone, money, last day): its id and name, its state, the ids of its messages and help. */
export function inputProps<T = unknown, S extends StrictRJSFSchema = RJSFSchema, F extends FormContextType = FormContextType>(props: WidgetProps<T, S, F>) {
  const { id, htmlName } = props;
  return { id, name: htmlName || id, ...inputState(props), 'aria-describedby': ariaDescribedByIds(id) };
}

/**
 * A text input inside a PrimeReact component that places the id itself (password, one-time code):
 * its state, its text, and its changes (an emptied text is the field's emptyValue, as in RJSF's own widgets).
 */
export function textInputProps<T = unknown, S extends StrictRJSFSchema = RJSFSchema, F extends FormContextType = FormContextType>(props: WidgetProps<T, S, F>) {
  const { value, options, onChange } = props;
  return {
    ...inputState(props),
    value: typeof value === 'string' ? value : '',
    onChange: ({ target }: ChangeEvent<HTMLInputElement>) => onChange(target.value === '' ? options.emptyValue : target.value),
  };
}

/**
 * How a group of inputs (radios, checkboxes, a drop-down's parts) is named: by its field's label,
 * whose id FieldTemplate gives as `<field>__label`, or by the label's text where none is drawn.
 */
export function groupName(props: Pick<WidgetProps, 'id' | 'label' | 'hideLabel'>): { 'aria-labelledby'?: string; 'aria-label'?: string } {
  if (!props.label) return {};
  return props.hideLabel ? { 'aria-label': props.label } : { 'aria-labelledby': `${props.id}__label` };
}
