import { ariaDescribedByIds, type FormContextType, type RJSFSchema, type StrictRJSFSchema, type WidgetProps } from '@rjsf/utils';
import { InputText } from 'primereact/inputtext';
import { ONE_TIME_CODE_INPUT } from '../../light-form/one-time-code';
import { textInputProps } from '../text-input-props';

/**
 * A one-time code sent by mail or text (`"ui:widget": "oneTimeCode"`): the phone's numeric
 * keyboard and the browser's offer to fill the code it just received. What is typed stays as
 * typed ("123 456"): the server reads the digits.
 */
export default function OneTimeCodeWidget<T = unknown, S extends StrictRJSFSchema = RJSFSchema, F extends FormContextType = FormContextType>(
  props: WidgetProps<T, S, F>,
) {
  const { id, htmlName, schema } = props;
  return <InputText id={id} name={htmlName || id} {...ONE_TIME_CODE_INPUT} maxLength={schema.maxLength} {...textInputProps(props)} aria-describedby={ariaDescribedByIds(id)} />;
}
