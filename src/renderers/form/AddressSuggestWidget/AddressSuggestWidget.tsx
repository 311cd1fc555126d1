import { useRef, useState } from 'react';
import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';
import { AutoComplete, type AutoCompleteCompleteEvent } from 'primereact/autocomplete';
import type { Schemas } from '../../../engine/api/types';
import { useApi } from '../../session/session-context';
import { SUGGEST_DEBOUNCE_MS, SUGGEST_MIN_LENGTH, typedText } from './suggest-input';
import { formWidgetMessages } from '../../../engine/messages/form-widgets';

type Suggestion = Schemas['AddressSuggestion'];
const FULL_WIDTH = { width: '100%' };
type Address = Schemas['Address'];

/**
 * `"ui:widget": "addressSuggest"` for street1: as the user types (debounced), addresses from
 * GET /address/suggestions drop down under the field — arrow keys move, Enter picks, Escape
 * closes (PrimeReact's combobox). A pick asks GET /address/details and hands the address to
 * `ui:options.onAddressPick` (the `address` field fills street1, city, state, ZIP and country);
 * without it only street1 is set. A failed lookup leaves the field a plain text box.
 */
export default function AddressSuggestWidget(props: WidgetProps) {
  const { id, htmlName, value, required, readonly, disabled, autofocus, placeholder, options, rawErrors = [], onChange, onBlur, onFocus } = props;
  const api = useApi();
  const [suggestions, setSuggestions] = useState<Suggestion[]>([]);
  // Answers can arrive out of order: only the latest question's answer is shown.
  const asked = useRef(0);
  const onAddressPick = options.onAddressPick as ((address: Address) => void) | undefined;

  async function complete(event: AutoCompleteCompleteEvent) {
    const question = ++asked.current;
    const result = await api.call('suggestAddresses', { query: { input: event.query.slice(0, 200) } }).catch(() => undefined);
    if (question === asked.current) setSuggestions(result?.data ?? []);
  }

  async function pick(suggestion: Suggestion) {
    const result = await api.call('getAddressDetails', { query: { placeId: suggestion.place_id } }).catch(() => undefined);
    const address = result?.data;
    if (!address) return;
    if (onAddressPick) onAddressPick(address);
    else onChange(address.street1 || options.emptyValue);
  }

  return (
    <AutoComplete
      inputId={id}
      name={htmlName || id}
      value={typedText(value)}
      suggestions={suggestions}
      field="description"
      completeMethod={(event) => void complete(event)}
      delay={SUGGEST_DEBOUNCE_MS}
      minLength={SUGGEST_MIN_LENGTH}
      onChange={(event) => {
        // A pick arrives here as the suggestion object first; onSelect handles it.
        if (typeof event.value === 'string') onChange(event.value === '' ? options.emptyValue : event.value);
      }}
      onSelect={(event) => void pick(event.value as Suggestion)}
      placeholder={placeholder || formWidgetMessages.addressPlaceholder}
      required={required}
      disabled={disabled || readonly}
      autoFocus={autofocus}
      autoComplete="off"
      invalid={rawErrors.length > 0}
      // As wide as the form's other inputs (PrimeReact sizes the box to its content otherwise).
      style={FULL_WIDTH}
      inputStyle={FULL_WIDTH}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
      aria-describedby={ariaDescribedByIds(id)}
    />
  );
}
