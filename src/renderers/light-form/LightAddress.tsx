import { useLayoutEffect } from 'react';
import { countryOptions, postalCodeHint, subdivisionsOf, toAlpha2 } from '../../engine/address';
import { formWidgetMessages } from '../../engine/messages/form-widgets';
import { addressAfterCountry, addressAfterPick, type AddressValue } from '../form/AddressSuggestField/address-pick';
import { DEFAULT_COUNTRY, subdivisionChoices } from '../form/SubdivisionWidget/subdivision-choices';
import { LightField } from './LightField';
import { LightStreetInput } from './LightStreetInput';

export interface LightAddressProps {
  id: string;
  /** The address object's schema (street1, street2, city, state, zipcode, country). */
  schema: Record<string, unknown>;
  ui: Record<string, unknown>;
  required: boolean;
  value: AddressValue | undefined;
  /** The messages a part of the address shows, by its name. */
  errorsOf: (part: string) => readonly string[];
  disabled: boolean;
  onChange: (value: AddressValue) => void;
  /** A part was left, by its input's id. */
  onBlur: (id: string) => void;
}

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

/**
 * `"ui:field": "address"` as the light renderer draws it (the signup's first step, which the
 * server draws too): the object's title, then its parts as plain inputs — the street suggests
 * addresses and a pick fills them all, the country and its state are native drop-downs, the
 * state's choices those of the chosen country (free text where it has none), the postal code's
 * placeholder the country's format. The same ids, titles and rules as the RJSF `address` field
 * (AddressSuggestField). Its own chunk: the ISO data loads only with a form that has an address.
 */
export default function LightAddress({ id, schema, ui, required, value, errorsOf, disabled, onChange, onBlur }: LightAddressProps) {
  const properties = (schema.properties ?? {}) as Record<string, Record<string, unknown>>;
  const requiredParts = new Set((schema.required as string[] | undefined) ?? []);
  const order = ((ui['ui:order'] as string[] | undefined) ?? Object.keys(properties)).filter((part) => Object.hasOwn(properties, part));
  const country = text(value?.country) || DEFAULT_COUNTRY;
  const states = subdivisionChoices(subdivisionsOf(country), value?.state);
  const title = text(ui['ui:title']) ?? text(schema.title);

  // A page the server drew, hydrating: a State picked from the drawn country's list, then another
  // Country picked, all before the scripts came, would keep a state of the wrong country. Put right on
  // the page before the form hands on what was typed (its layout effect runs after this one).
  useLayoutEffect(() => {
    const country = document.getElementById(`${id}_country`);
    const state = document.getElementById(`${id}_state`);
    if (!(country instanceof HTMLSelectElement) || !(state instanceof HTMLSelectElement) || state.value === '' || country.value === (toAlpha2(text(value?.country) ?? '') ?? '')) return;
    if (addressAfterCountry({ ...value, state: state.value }, country.value, subdivisionsOf).state === undefined) state.value = '';
    // Once, as the form mounts (hydrates).
  }, []);

  const change = (part: string, next: unknown) => {
    // A new country takes a state that is not one of its subdivisions with it.
    if (part === 'country') return onChange(addressAfterCountry(value, next, subdivisionsOf));
    const changed: AddressValue = { ...value };
    if (next === undefined) delete changed[part];
    else changed[part] = next;
    onChange(changed);
  };
  const choicesOf = (part: string) => {
    if (part === 'country') return countryOptions();
    if (part === 'state' && states) return [{ value: '', label: formWidgetMessages.choosePlaceholder }, ...states];
    return undefined;
  };
  const uiOf = (part: string): Record<string, unknown> => {
    const own = (ui[part] ?? {}) as Record<string, unknown>;
    // The country's format ('Format: 12345 or 12345-6789'…) unless the form words its own; the street's
    // suggestions stand in for the browser's autofill list, which would cover them.
    if (part === 'zipcode') return { 'ui:placeholder': postalCodeHint(country), ...own };
    if (part === 'street1') return { ...own, 'ui:placeholder': text(own['ui:placeholder']) ?? formWidgetMessages.addressPlaceholder, 'ui:autocomplete': 'off' };
    return own;
  };

  return (
    <div className="form-field">
      {title && (
        <div id={`${id}__title`}>
          <h2 className="form-title">
            {title} {required ? '*' : ''}
          </h2>
          {/* The rule under it, as the RJSF theme's TitleFieldTemplate draws it. */}
          <hr className="form-title__rule" />
        </div>
      )}
      {order.map((part) => {
        const partId = `${id}_${part}`;
        const shown = part === 'country' ? (toAlpha2(text(value?.country) ?? '') ?? value?.country) : value?.[part];
        return (
          <LightField
            key={part}
            id={partId}
            name={part}
            schema={properties[part]}
            ui={uiOf(part)}
            required={requiredParts.has(part)}
            value={shown}
            errors={errorsOf(part)}
            disabled={disabled}
            onChange={(next) => change(part, next)}
            onBlur={() => onBlur(partId)}
            choices={choicesOf(part)}
            textBox={part === 'street1' ? (box) => <LightStreetInput {...box} onPick={(address) => onChange(addressAfterPick(value, address, subdivisionsOf))} /> : undefined}
          />
        );
      })}
    </div>
  );
}
