import type { ChangeEvent, InputHTMLAttributes, ReactNode } from 'react';
import { LightRadios } from './LightRadios';
import { PasswordInput } from './PasswordInput';

export interface LightFieldProps {
  id: string;
  name: string;
  schema: Record<string, unknown>;
  ui: Record<string, unknown>;
  required: boolean;
  value: unknown;
  errors: readonly string[];
  disabled: boolean;
  onChange: (value: unknown) => void;
  onBlur: () => void;
  /** Drawn as a native drop-down of these choices (an address's country and state), the first one the empty answer's words. */
  choices?: readonly { value: string; label: string }[];
  /** Draws the text box itself (an address's street, which suggests addresses), given what the plain one would take. */
  textBox?: (props: TextBoxProps) => ReactNode;
}

/** What a field's text box is given: its attributes, its class, the text, and what to call with a new one. */
export type TextBoxProps = InputHTMLAttributes<HTMLInputElement> & { id: string; className: string; value: string; onText: (text: string) => void };

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

/**
 * One field, laid out as the RJSF theme's FieldTemplate lays it out (label, input, description,
 * help, errors; the same ids and aria-describedby), so both renderers read and look alike.
 */
export function LightField({ id, name, schema, ui, required, value, errors, disabled, onChange, onBlur, choices, textBox }: LightFieldProps) {
  const label = text(ui['ui:title']) ?? text(schema.title) ?? name;
  const description = text(ui['ui:description']);
  const help = text(ui['ui:help']);
  const widget = text(ui['ui:widget']);
  const options = (ui['ui:options'] ?? {}) as { prime?: { toggleMask?: boolean; inputMode?: 'numeric' | 'decimal' } };
  const invalid = errors.length > 0;
  const common = {
    id,
    name: id,
    required,
    disabled,
    autoFocus: ui['ui:autofocus'] === true,
    autoComplete: text(ui['ui:autocomplete']),
    placeholder: text(ui['ui:placeholder']),
    'aria-invalid': invalid || undefined,
    'aria-describedby': `${id}__error ${id}__description ${id}__help`,
    onBlur,
  };
  // An emptied text is no answer, as in RJSF: 'Value missing' rather than a length error.
  const onText = ({ target }: ChangeEvent<HTMLInputElement>) => onChange(target.value === '' ? undefined : target.value);
  const { placeholder: _placeholder, ...selectProps } = common;
  const inputClass = invalid ? 'p-inputtext p-component p-invalid' : 'p-inputtext p-component';

  if (widget === 'radio' && Array.isArray(schema.enum)) {
    // Words in the order of the choices, or by choice (RJSF reads both).
    const names = ui['ui:enumNames'] as string[] | Record<string, string> | undefined;
    return (
      <div className="form-field">
        <LightRadios id={id} label={label} choices={schema.enum as string[]} names={(schema.enum as string[]).map((choice, index) => (Array.isArray(names) ? names[index] : names?.[choice]) ?? choice)} value={value} disabled={disabled} describedBy={`${id}__error ${id}__help`} onChange={onChange} onBlur={onBlur} />
        <Messages id={id} errors={errors} help={help} />
      </div>
    );
  }
  if (schema.type === 'boolean' || widget === 'checkbox') {
    return (
      <div className="form-field">
        <div className="light-form__checkbox">
          <input {...common} type="checkbox" checked={value === true} onChange={({ target }) => onChange(target.checked)} />
          <label htmlFor={id}>{label}</label>
        </div>
        <Messages id={id} errors={errors} help={help} />
      </div>
    );
  }
  return (
    <div className="form-field">
      <label id={`${id}__label`} htmlFor={id} className={required ? 'form-field__label form-field__label--required' : 'form-field__label'}>
        {label}
      </label>
      {choices ? (
        // A native select: the phone's own picker, typed letters find a choice, and it is drawn whole by the server.
        <select
          {...selectProps}
          className={`${inputClass} light-form__select`}
          value={text(value) ?? ''}
          onChange={({ target }) => onChange(target.value === '' ? undefined : target.value)}
        >
          {choices.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </select>
      ) : textBox ? (
        textBox({ ...common, className: inputClass, value: text(value) ?? '', onText: (typed) => onChange(typed === '' ? undefined : typed) })
      ) : widget === 'password' ? (
        <PasswordInput {...common} value={text(value) ?? ''} onChange={onText} toggleMask={options.prime?.toggleMask === true} />
      ) : (
        <input
          {...common}
          type={schema.format === 'email' || widget === 'email' ? 'email' : 'text'}
          // A one-time code (its autocomplete comes from the form document): the phone's numeric keyboard;
          // a form document may ask it for another field by `ui:options.prime.inputMode`, as RJSF's inputs take it.
          inputMode={widget === 'oneTimeCode' ? 'numeric' : options.prime?.inputMode}
          className={inputClass}
          value={text(value) ?? ''}
          onChange={onText}
        />
      )}
      {description && (
        <small>
          <span id={`${id}__description`}>{description}</span>
        </small>
      )}
      <Messages id={id} errors={errors} help={help} />
    </div>
  );
}

/** The field's help, then its errors as PrimeReact's inline error message (what the RJSF theme shows): the help stays beside its field. */
function Messages({ id, errors, help }: { id: string; errors: readonly string[]; help?: string }) {
  return (
    <>
      {help && <small id={`${id}__help`}>{help}</small>}
      {errors.length > 0 && (
        <div id={`${id}__error`} className="p-inline-message p-component p-inline-message-error" role="alert" aria-live="polite" style={{ justifyContent: 'left' }}>
          <span className="p-inline-message-icon pi pi-times-circle" aria-hidden="true" />
          <span className="p-inline-message-text" style={{ fontSize: 'smaller' }}>
            {errors.map((error) => (
              <div key={error}>{error}</div>
            ))}
          </span>
        </div>
      )}
    </>
  );
}
