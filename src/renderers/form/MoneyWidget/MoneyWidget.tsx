import { useState, type ChangeEvent } from 'react';
import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';
import { InputText } from 'primereact/inputtext';
import { moneyText, moneyValue } from './money-text';

/**
 * An amount of money typed as people write it ("120.50", "$1,200") and held as the number of
 * dollars the API takes. The text stays as typed ("5" is not rewritten "5.00" under the cursor);
 * a value the form sets itself (a starting amount, a fresh start) is shown with its cents.
 */
export default function MoneyWidget(props: WidgetProps) {
  const { id, htmlName, value, required, readonly, disabled, autofocus, placeholder, rawErrors = [], onChange, onBlur, onFocus } = props;
  const [shown, setShown] = useState(() => ({ value: value as unknown, text: moneyText(value) }));
  if (!Object.is(shown.value, value)) setShown({ value, text: moneyText(value) });

  return (
    <InputText
      id={id}
      name={htmlName || id}
      inputMode="decimal"
      autoComplete="off"
      placeholder={placeholder}
      required={required}
      autoFocus={autofocus}
      disabled={disabled || readonly}
      value={shown.text}
      invalid={rawErrors.length > 0}
      onChange={({ target }: ChangeEvent<HTMLInputElement>) => {
        const next = moneyValue(target.value);
        setShown({ value: next, text: target.value });
        onChange(next);
      }}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
      aria-describedby={ariaDescribedByIds(id)}
    />
  );
}
