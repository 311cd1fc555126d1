import { ariaDescribedByIds, type FormContextType, type RJSFSchema, type StrictRJSFSchema, type WidgetProps } from '@rjsf/utils';

/**
 * What every text-like widget of ours gives its PrimeReact input, from RJSF's widget props: its
 * id and name, required, autofocus, disabled while the form is, invalid while a message shows,
 * focus and blur reported to the form, and the ids of its messages and help.
 */
export function inputProps<T = unknown, S extends StrictRJSFSchema = RJSFSchema, F extends FormContextType = FormContextType>(props: WidgetProps<T, S, F>) {
  const { id, htmlName, required, autofocus, disabled, readonly, rawErrors = [], value, onBlur, onFocus } = props;
  return {
    id,
    name: htmlName || id,
    required,
    autoFocus: autofocus,
    disabled: disabled || readonly,
    invalid: rawErrors.length > 0,
    onBlur: () => onBlur(id, value),
    onFocus: () => onFocus(id, value),
    'aria-describedby': ariaDescribedByIds(id),
  };
}
