import type { WidgetProps } from '@rjsf/utils';
import { countryOptions, toAlpha2 } from '../../../engine/address/countries';
import SelectWidget from '../SelectWidget';

const enumOptions = countryOptions();

/**
 * `"ui:widget": "country"`: the ISO countries ('Select a country', United States, then by name),
 * filterable by typing. A stored three-letter code shows as its country.
 */
export default function CountryWidget(props: WidgetProps) {
  const value = typeof props.value === 'string' ? (toAlpha2(props.value) ?? props.value) : props.value;
  const prime = { filter: true, filterBy: 'label', ...(props.options.prime as object | undefined) };
  return <SelectWidget {...props} value={value ?? ''} options={{ ...props.options, enumOptions, prime }} />;
}
