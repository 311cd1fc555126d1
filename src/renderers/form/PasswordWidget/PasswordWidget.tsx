import { ariaDescribedByIds, type FormContextType, type RJSFSchema, type StrictRJSFSchema, type WidgetProps } from '@rjsf/utils';
import { Password } from 'primereact/password';
import { textInputProps } from '../input-props';

/**
 * The PrimeReact password (with its show/hide toggle via `ui:options.prime.toggleMask`).
 * Unlike @rjsf/primereact's widget, the field id goes on the <input> itself, so the field's
 * <label for> names the input and assistive technology (and getByLabel) finds it.
 */
export default function PasswordWidget<T = unknown, S extends StrictRJSFSchema = RJSFSchema, F extends FormContextType = FormContextType>(
  props: WidgetProps<T, S, F>,
) {
  const { id, htmlName, placeholder, options, schema } = props;
  const primeProps = (options.prime ?? {}) as object;

  return (
    <Password
      {...primeProps}
      inputId={id}
      name={htmlName || id}
      placeholder={placeholder}
      autoComplete={options.autocomplete}
      {...textInputProps(props)}
      aria-describedby={ariaDescribedByIds(id, Boolean(schema.examples))}
      pt={{ root: { style: { display: 'flex', flexDirection: 'column' } } }}
      inputStyle={{ width: '100%' }}
    />
  );
}
