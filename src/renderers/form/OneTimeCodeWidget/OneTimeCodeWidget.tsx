import { ariaDescribedByIds, type FormContextType, type RJSFSchema, type StrictRJSFSchema, type WidgetProps } from '@rjsf/utils';
import { InputText } from 'primereact/inputtext';
import { textInputProps } from '../input-props';

/**
 * A one-time code sent by mail or text (`"ui:widget": "oneTimeCode"`, with `"ui:autocomplete":
 * "one-time-code"` for the browser's offer to fill the code it just received): the phone's
 * numeric keyboard, as the light renderer draws it. What is typed stays as
 * typed ("123 456"): the server reads the digits.
 */
export default function OneTimeCodeWidget<T = unknown, S extends StrictRJSFSchema = RJSFSchema, F extends FormContextType = FormContextType>(
  props: WidgetProps<T, S, F>,
) {
  const { id, htmlName, schema, options } = props;
  return <InputText id={id} name={htmlName || id} inputMode="numeric" autoComplete={options.autocomplete} maxLength={schema.maxLength} {...textInputProps(props)} aria-describedby={ariaDescribedByIds(id)} />;
}
