import type { ChangeEvent } from 'react';
import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';
import { InputText } from 'primereact/inputtext';
import { lastDayText, lastDayValue } from './last-day';

/** A date-time field asked as the last day it covers (the browser's date picker); empty means none. */
export default function LastDayWidget(props: WidgetProps) {
  const { id, htmlName, value, required, readonly, disabled, autofocus, rawErrors = [], onChange, onBlur, onFocus, options } = props;
  return (
    <InputText
      id={id}
      name={htmlName || id}
      type="date"
      required={required}
      autoFocus={autofocus}
      disabled={disabled || readonly}
      value={lastDayText(value)}
      invalid={rawErrors.length > 0}
      onChange={({ target }: ChangeEvent<HTMLInputElement>) => onChange(lastDayValue(target.value) ?? options.emptyValue)}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
      aria-describedby={ariaDescribedByIds(id)}
    />
  );
}
