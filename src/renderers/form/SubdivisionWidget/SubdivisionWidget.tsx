import type { WidgetProps } from '@rjsf/utils';
import { subdivisionsOf } from '../../../engine/address/subdivisions';
import SelectWidget from '../SelectWidget';
import { DEFAULT_COUNTRY, subdivisionChoices } from './subdivision-choices';

/**
 * `"ui:widget": "subdivision"`: the state, province, county… of the address's country, from the
 * ISO 3166-2 data. The country comes from `ui:options.country`, which the `address` field
 * (AddressSuggestField) sets from the sibling country value; a country without subdivisions
 * gets a plain text box.
 */
export default function SubdivisionWidget(props: WidgetProps) {
  const { registry, options } = props;
  const country = typeof options.country === 'string' && options.country ? options.country : DEFAULT_COUNTRY;
  const choices = subdivisionChoices(subdivisionsOf(country), props.value);
  if (!choices) {
    const TextWidget = registry.widgets.TextWidget;
    return <TextWidget {...props} />;
  }
  const prime = { filter: choices.length > 15, filterBy: 'label', ...(options.prime as object | undefined) };
  return <SelectWidget {...props} options={{ ...options, enumOptions: choices, prime }} />;
}
