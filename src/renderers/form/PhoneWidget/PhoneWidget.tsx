import type { ChangeEvent } from 'react';
import type { FormContextType, RJSFSchema, StrictRJSFSchema, WidgetProps } from '@rjsf/utils';
import { InputText } from 'primereact/inputtext';
import { PHONE_MAX_LENGTH, formatPhoneInput } from '../../../engine/validation';
import { inputProps } from '../input-props';

/**
 * A phone number shown ###-###-#### with max length 12 (spec 1 §5): typed digits are grouped
 * as they come, so "5551234567" reads 555-123-4567. Fewer than ten digits stay as typed, and
 * the form's phone rule says 'Please enter a 10 digit phone number'.
 */
export default function PhoneWidget<T = unknown, S extends StrictRJSFSchema = RJSFSchema, F extends FormContextType = FormContextType>(
  props: WidgetProps<T, S, F>,
) {
  const { placeholder, value, options, onChange } = props;
  const text = typeof value === 'string' ? value : '';

  return (
    <InputText
      {...inputProps(props)}
      type="tel"
      inputMode="tel"
      maxLength={PHONE_MAX_LENGTH}
      placeholder={placeholder || '###-###-####'}
      autoComplete={options.autocomplete}
      value={text}
      onChange={({ target }: ChangeEvent<HTMLInputElement>) => {
        const formatted = formatPhoneInput(target.value);
        onChange(formatted === '' ? options.emptyValue : formatted);
      }}
    />
  );
}
