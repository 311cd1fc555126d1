import { fillMessage } from '../messages/catalogue';
import { countryName } from './countries';
import { toAlpha2 } from './country-codes';
import type { ApplicationSettings } from '../settings/settings-types';

/**
 * The new-customer eligibility rule (issue 13, item 3; by country since issue 22, item 9). In the
 * US an address is served when its five-digit ZIP is one of the tenant's `service_area_zip_codes`
 * or its state one of its `service_area_states` (the ZIP → state/city lookup is the server's, a
 * 5 MB data set). Elsewhere postal codes say nothing the portal can look up (the Cayman Islands'
 * are optional), so an address abroad is served when its country is one of
 * `service_area_countries`, or its subdivision is listed in `service_area_states` as an ISO
 * 3166-2 code ("CA-ON"); a bare "KY" there is Kentucky, never the Cayman Islands.
 */
export type ServiceAreaSettings = Pick<ApplicationSettings, 'service_area_states' | 'service_area_zip_codes' | 'service_area_countries'>;

/** A US address by its ZIP. */
export interface ZipPlace {
  zip5: string;
  /** Unknown when the data set does not know the ZIP. */
  state?: string;
  city?: string;
}

/** An address outside the US, as the prospect gave it. */
export interface AbroadPlace {
  /** ISO 3166-1 alpha-2. */
  country: string;
  /** The subdivision's code within the country ("ON"), as the address's State holds it. */
  state?: string;
  city?: string;
}

export type ServicePlace = ZipPlace | AbroadPlace;

export interface Eligibility {
  is_eligible: boolean;
  eligibility_message: string;
}

const upper = (values: readonly string[] | undefined) => (values ?? []).map((value) => value.trim().toUpperCase());
const isAbroad = (place: ServicePlace): place is AbroadPlace => 'country' in place;

/** Whether any address at all can be served: a tenant without one refuses every signup. */
export function hasServiceArea(settings: ServiceAreaSettings): boolean {
  return [settings.service_area_states, settings.service_area_zip_codes, settings.service_area_countries].some((list) => upper(list).some(Boolean));
}

export function isInServiceArea(settings: ServiceAreaSettings, place: ServicePlace): boolean {
  const states = upper(settings.service_area_states);
  if (isAbroad(place)) {
    const country = toAlpha2(place.country);
    if (!country) return false;
    if (upper(settings.service_area_countries).some((served) => toAlpha2(served) === country)) return true;
    const state = place.state?.trim().toUpperCase();
    return Boolean(state) && states.includes(`${country}-${state}`);
  }
  if (upper(settings.service_area_countries).some((served) => toAlpha2(served) === 'US')) return true;
  if (upper(settings.service_area_zip_codes).includes(place.zip5)) return true;
  if (!place.state) return false;
  const state = place.state.toUpperCase();
  return states.includes(state) || states.includes(`US-${state}`);
}

/** "City, ST" when the ZIP is known, else "ZIP code 12345"; abroad "City, Country": what the message names. */
export function placeLabel(place: ServicePlace): string {
  if (isAbroad(place)) {
    const country = countryName(place.country) ?? place.country;
    const city = place.city?.trim();
    return city ? `${city}, ${country}` : country;
  }
  return place.city && place.state ? `${place.city}, ${place.state}` : `ZIP code ${place.zip5}`;
}

export function eligibilityOf(settings: ServiceAreaSettings, place: ServicePlace): Eligibility {
  const is_eligible = isInServiceArea(settings, place);
  const key = is_eligible ? 'serviceAreaEligible' : 'serviceAreaNotEligible';
  return { is_eligible, eligibility_message: fillMessage(key, { place: placeLabel(place) }) };
}
