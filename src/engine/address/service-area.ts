import { fillMessage } from '../messages/catalogue';

/**
 * The new-customer eligibility rule (issue 13, item 3): an address is served when its
 * five-digit ZIP is one of the tenant's `service_area_zip_codes` or its state one of its
 * `service_area_states`. The ZIP → state/city lookup is the server's (a 5 MB data set).
 */
export interface ServiceAreaSettings {
  service_area_states?: string[];
  service_area_zip_codes?: string[];
}

export interface ZipPlace {
  zip5: string;
  /** Unknown when the data set does not know the ZIP. */
  state?: string;
  city?: string;
}

export interface Eligibility {
  is_eligible: boolean;
  eligibility_message: string;
}

export function isInServiceArea(settings: ServiceAreaSettings, place: ZipPlace): boolean {
  const zips = (settings.service_area_zip_codes ?? []).map((zip) => zip.trim());
  if (zips.includes(place.zip5)) return true;
  if (!place.state) return false;
  const state = place.state.toUpperCase();
  return (settings.service_area_states ?? []).some((served) => served.trim().toUpperCase() === state);
}

/** "City, ST" when the ZIP is known, else "ZIP code 12345": what the message names. */
export function placeLabel(place: ZipPlace): string {
  return place.city && place.state ? `${place.city}, ${place.state}` : `ZIP code ${place.zip5}`;
}

export function eligibilityOf(settings: ServiceAreaSettings, place: ZipPlace): Eligibility {
  const is_eligible = isInServiceArea(settings, place);
  const key = is_eligible ? 'serviceAreaEligible' : 'serviceAreaNotEligible';
  return { is_eligible, eligibility_message: fillMessage(key, { place: placeLabel(place) }) };
}
