import type { InputHTMLAttributes } from 'react';

interface GuestFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange'> {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Shown once the visitor tried to go on: announced, and tied to the input. */
  error?: string;
}

/** A labelled text input laid out as the form renderers lay out theirs (form-field, its error under it). */
export function GuestField({ id, label, value, onChange, error, ...input }: GuestFieldProps) {
  return (
    <div className="form-field">
      <label htmlFor={id} className="form-field__label form-field__label--required">
        {label}
      </label>
      <input
        {...input}
        id={id}
        className={error ? 'p-inputtext p-component p-invalid' : 'p-inputtext p-component'}
        value={value}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}__error` : undefined}
        onChange={({ target }) => onChange(target.value)}
      />
      {error && (
        <small id={`${id}__error`} className="p-error" role="alert">
          {error}
        </small>
      )}
    </div>
  );
}
