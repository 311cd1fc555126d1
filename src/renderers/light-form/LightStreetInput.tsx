import { useEffect, useRef, useState, type InputHTMLAttributes, type KeyboardEvent } from 'react';
import type { Schemas } from '../../engine/api/types';
import { formWidgetMessages } from '../../engine/messages/form-widgets';
import { SUGGEST_DEBOUNCE_MS, SUGGEST_MIN_LENGTH } from '../form/AddressSuggestWidget/suggest-input';
import { useApi } from '../session/session-context';

type Suggestion = Schemas['AddressSuggestion'];

interface LightStreetInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange'> {
  id: string;
  value: string;
  onText: (text: string) => void;
  /** A suggestion was picked: the whole address it names. */
  onPick: (address: Schemas['Address']) => void;
}

/**
 * The street box of an address the light renderer draws (the signup's first step): a plain text
 * input the server can draw, which suggests addresses once the scripts came — the ARIA 1.2
 * combobox pattern, as the RJSF form's PrimeReact AutoComplete: typing asks GET
 * /address/suggestions (debounced, the latest question's answer only), arrow keys move through
 * the list, Enter picks (and does not submit the form), Escape closes, a pick asks GET
 * /address/details and fills the address. A failed lookup leaves it a plain text box.
 */
export function LightStreetInput({ id, value, onText, onPick, className, onBlur, ...input }: LightStreetInputProps) {
  const api = useApi();
  const [suggestions, setSuggestions] = useState<Suggestion[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const asked = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const listId = `${id}__suggestions`;
  // The highlighted suggestion in sight, in a list longer than its box.
  useEffect(() => {
    if (open && active >= 0) document.getElementById(`${listId}-${active}`)?.scrollIntoView?.({ block: 'nearest' });
  }, [open, active, listId]);

  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const ask = (text: string) => {
    clearTimeout(timer.current);
    const question = ++asked.current;
    if (text.trim().length < SUGGEST_MIN_LENGTH) return close();
    timer.current = setTimeout(() => {
      void api
        .call('suggestAddresses', { query: { input: text.slice(0, 200) } })
        .catch(() => undefined)
        .then((result) => {
          if (question !== asked.current) return;
          const found = result?.data ?? [];
          setSuggestions(found);
          setActive(-1);
          setOpen(found.length > 0);
        });
    }, SUGGEST_DEBOUNCE_MS);
  };
  const pick = async (suggestion: Suggestion) => {
    asked.current++;
    close();
    const result = await api.call('getAddressDetails', { query: { placeId: suggestion.place_id } }).catch(() => undefined);
    if (result?.data) onPick(result.data);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const shown = open && suggestions.length > 0;
    if (event.key === 'ArrowDown' && suggestions.length > 0) {
      setOpen(true);
      setActive((index) => Math.min(index + 1, suggestions.length - 1));
    } else if (event.key === 'ArrowUp' && shown) {
      setActive((index) => Math.max(index - 1, 0));
    } else if (event.key === 'Enter' && shown && active >= 0) {
      void pick(suggestions[active]);
    } else if (event.key === 'Escape' && shown) {
      close();
    } else return;
    // Handled here: not the form's Enter (a submit), not a dialog's Escape, not the page's scroll.
    event.preventDefault();
    event.stopPropagation();
  };

  return (
    <div className="light-form__combobox">
      <input
        {...input}
        id={id}
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open && active >= 0 ? `${listId}-${active}` : undefined}
        className={className}
        value={value}
        onChange={({ target }) => {
          onText(target.value);
          ask(target.value);
        }}
        onKeyDown={onKeyDown}
        onBlur={(event) => {
          close();
          onBlur?.(event);
        }}
      />
      {/* tabIndex -1: Chromium makes a scrolling box a Tab stop, and Tab from the street would land on it, then on the page's body as it closes. */}
      <ul id={listId} role="listbox" tabIndex={-1} aria-label={formWidgetMessages.addressSuggestions} className="light-form__suggestions" hidden={!open}>
        {suggestions.map((suggestion, index) => (
          <li
            key={suggestion.place_id}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            // Keep focus in the box: a click picks without blurring it (which would close the list first).
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => void pick(suggestion)}
          >
            {suggestion.description}
          </li>
        ))}
      </ul>
    </div>
  );
}
