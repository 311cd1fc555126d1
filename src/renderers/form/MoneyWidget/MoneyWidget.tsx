import { useState, type ChangeEvent } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { InputText } from 'primereact/inputtext';
import { inputProps } from '../input-props';
import { moneyText, moneyValue } from './money-text';

/**
 * An amount of money typed as people write it ("120.50", "$1,200") and held as the number of
 * dollars the API takes. The text stays as typed ("5" is not rewritten "5.00" under the cursor);
 * a value the form sets itself (a starting amount, a fresh start) is shown with its cents.
 */
export default function MoneyWidget(props: WidgetProps) {
  const { value, placeholder, onChange } = props;
  const [shown, setShown] = useState(() => ({ value: value as unknown, text: moneyText(value) }));
  if (!Object.is(shown.value, value)) setShown({ value, text: moneyText(value) });

  return (
    <InputText
      {...inputProps(props)}
      inputMode="decimal"
      autoComplete="off"
      placeholder={placeholder}
      value={shown.text}
      onChange={({ target }: ChangeEvent<HTMLInputElement>) => {
        const next = moneyValue(target.value);
        setShown({ value: next, text: target.value });
        onChange(next);
      }}
    />
  );
}
