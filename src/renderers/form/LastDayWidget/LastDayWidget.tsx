import type { ChangeEvent } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { InputText } from 'primereact/inputtext';
import { inputProps } from '../input-props';
import { lastDayText, lastDayValue } from './last-day';

/** A date-time field asked as the last day it covers (the browser's date picker); empty means none. */
export default function LastDayWidget(props: WidgetProps) {
  const { value, onChange, options } = props;
  return (
    <InputText
      {...inputProps(props)}
      type="date"
      value={lastDayText(value)}
      onChange={({ target }: ChangeEvent<HTMLInputElement>) => onChange(lastDayValue(target.value) ?? options.emptyValue)}
    />
  );
}
