interface LightRadiosProps {
  id: string;
  label: string;
  choices: readonly string[];
  /** The words of each choice, in their order. */
  names: readonly string[];
  value: unknown;
  disabled: boolean;
  describedBy: string;
  onChange: (value: string) => void;
  onBlur: () => void;
}

/**
 * A short list of choices as native radio buttons in a fieldset, the group named by its legend:
 * arrow keys move between them and each label says its choice (`ui:enumNames`, else the value).
 */
export function LightRadios({ id, label, choices, names, value, disabled, describedBy, onChange, onBlur }: LightRadiosProps) {
  return (
    <fieldset className="light-form__radios" aria-describedby={describedBy}>
      <legend className="form-field__label">{label}</legend>
      {choices.map((choice, index) => (
        <div key={choice} className="light-form__radio">
          <input type="radio" id={`${id}-${index}`} name={id} value={choice} checked={value === choice} disabled={disabled} onChange={() => onChange(choice)} onBlur={onBlur} />
          <label htmlFor={`${id}-${index}`}>{names[index]}</label>
        </div>
      ))}
    </fieldset>
  );
}
