import type { UiSchema } from '@rjsf/utils';
import type { Schemas } from '../../../engine/api/types';
import type { Subdivision } from '../../../engine/address/subdivisions';
import { postalCodeHint } from '../../../engine/address/postal-codes';

type Address = Schemas['Address'];
export type AddressValue = Partial<Address> & Record<string, unknown>;

/**
 * The address object after the user picked a suggestion: street1, city, state, ZIP and country
 * from the pick (street1 empty when the pick was a ZIP's town: the user types the street next);
 * street2 and any other field the form holds (a tenant's extra) stay as they were. A state given
 * by name ("Vermont") becomes its code when the country's subdivisions know it.
 */
export function addressAfterPick(current: AddressValue | undefined, picked: Address, subdivisionsOf: (country: string) => Subdivision[]): AddressValue {
  const country = picked.country.trim().toUpperCase();
  const state = picked.state.trim();
  const byName = subdivisionsOf(country).find((s) => s.name.toLowerCase() === state.toLowerCase());
  return { ...current, street1: picked.street1, city: picked.city, state: byName?.code ?? state, zipcode: picked.zipcode, country };
}

/**
 * The children's uiSchema inside an `address` field: street1 suggests addresses and fills the
 * object on a pick, country is the ISO select, state follows the chosen country, the ZIP shows
 * the country's format. What the form's own uiSchema says for a child wins, but the wiring
 * (country, onAddressPick) is added.
 */
export function addressUiSchema(uiSchema: UiSchema | undefined, value: AddressValue | undefined, onAddressPick: (address: Address) => void): UiSchema {
  const { 'ui:field': _field, ...own } = uiSchema ?? {};
  const child = (name: string, widget: string, extra: Record<string, unknown>) => {
    const given = (own[name] ?? {}) as UiSchema;
    return { 'ui:widget': widget, ...given, 'ui:options': { ...(given['ui:options'] as object | undefined), ...extra } };
  };
  return {
    ...own,
    street1: child('street1', 'addressSuggest', { onAddressPick }),
    state: child('state', 'subdivision', { country: typeof value?.country === 'string' ? value.country : '' }),
    country: child('country', 'country', {}),
    // The country's format ('Format: 12345 or 12345-6789'…) unless the form words its own.
    zipcode: { 'ui:placeholder': postalCodeHint(typeof value?.country === 'string' && value.country ? value.country : 'US'), ...((own.zipcode ?? {}) as UiSchema) },
  };
}

/**
 * The address object after its country changed: the state stays only where it still makes
 * sense — a subdivision of the new country, or free text kept from a country without a list.
 */
export function addressAfterCountry(current: AddressValue | undefined, country: unknown, subdivisionsOf: (country: string) => Subdivision[]): AddressValue {
  const next: AddressValue = { ...current, country: typeof country === 'string' ? country : undefined };
  const state = current?.state;
  if (typeof state !== 'string' || state === '') return next;
  const codes = (code: unknown) => new Set(typeof code === 'string' && code ? subdivisionsOf(code).filter((s) => s.type !== 'Country').map((s) => s.code) : []);
  const now = codes(next.country);
  const before = codes(current?.country);
  const keep = now.size > 0 ? now.has(state) : !before.has(state);
  return keep ? next : { ...next, state: undefined };
}
