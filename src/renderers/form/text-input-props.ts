import type { ChangeEvent } from 'react';
import type { FormContextType, RJSFSchema, StrictRJSFSchema, WidgetProps } from '@rjsf/utils';

/**
 * What a text widget of ours hands its PrimeReact input from RJSF's props, written once: its
 * state (required, autofocus, disabled, invalid), its text, and its events (an emptied text is
 * the field's emptyValue, as in RJSF's own widgets).
 */
export function textInputProps<T, S extends StrictRJSFSchema = RJSFSchema, F extends FormContextType = FormContextType>(props: WidgetProps<T, S, F>) {
  const { id, value, required, readonly, disabled, autofocus, options, rawErrors = [], onChange, onBlur, onFocus } = props;
  return {
    required,
    autoFocus: autofocus,
    disabled: disabled || readonly,
    value: typeof value === 'string' ? value : '',
    invalid: rawErrors.length > 0,
    onChange: ({ target }: ChangeEvent<HTMLInputElement>) => onChange(target.value === '' ? options.emptyValue : target.value),
    onBlur: () => onBlur(id, value),
    onFocus: () => onFocus(id, value),
  };
}
