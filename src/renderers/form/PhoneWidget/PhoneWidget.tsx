import type { ChangeEvent } from 'react';
import { ariaDescribedByIds, type FormContextType, type RJSFSchema, type StrictRJSFSchema, type WidgetProps } from '@rjsf/utils';
import { InputText } from 'primereact/inputtext';
import { PHONE_MAX_LENGTH, formatPhoneInput } from '../../../engine/validation';

/**
 * A phone number shown ###-###-#### with max length 12 (spec 1 §5): typed digits are grouped
 * as they come, so "5551234567" reads 555-123-4567. Fewer than ten digits stay as typed, and
 * the form's phone rule says 'Please enter a 10 digit phone number'.
 */
export default function PhoneWidget<T = unknown, S extends StrictRJSFSchema = RJSFSchema, F extends FormContextType = FormContextType>(
  props: WidgetProps<T, S, F>,
) {
  const { id, htmlName, placeholder, value, required, readonly, disabled, autofocus, options, rawErrors = [] } = props;
  const { onChange, onBlur, onFocus } = props;
  const text = typeof value === 'string' ? value : '';

  return (
    <InputText
      id={id}
      name={htmlName || id}
      type="tel"
      inputMode="tel"
      maxLength={PHONE_MAX_LENGTH}
      placeholder={placeholder || '###-###-####'}
      autoComplete={options.autocomplete}
      required={required}
      autoFocus={autofocus}
      disabled={disabled || readonly}
      value={text}
      invalid={rawErrors.length > 0}
      onChange={({ target }: ChangeEvent<HTMLInputElement>) => {
        const formatted = formatPhoneInput(target.value);
        onChange(formatted === '' ? options.emptyValue : formatted);
      }}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
      aria-describedby={ariaDescribedByIds(id)}
    />
  );
}
