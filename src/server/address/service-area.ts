import { eligibilityOf, type Eligibility, type ServiceAreaSettings } from '../../engine/address';
import { toAlpha2 } from '../../engine/address/country-codes';
import { postalCodeHint, postalCodeProblem } from '../../engine/address/postal-codes';
import { fillMessage, messages } from '../../engine/messages/catalogue';
import { isZipCode, zip5Of } from '../../engine/validation/zipcode';
import { HttpProblem } from '../http/problem';
import { zipPlace } from './zip-places';

export interface EligibilityAnswer extends Eligibility {
  zip5?: string;
  state?: string;
  city?: string;
}

/** The delivery address as far as the service area needs it (POST /new-customer/eligible's body, a signup's delivery_address). */
export interface ServiceAddress {
  zipcode: string;
  /** Two- or three-letter ISO code; US when absent or empty. */
  country?: string;
  state?: string;
  city?: string;
}

/** A malformed ZIP is a bad request, not an address outside the service area. */
export const invalidZipProblem = (path = 'body/zip_code', message = fillMessage('invalidDeliveryZipcode', { hint: postalCodeHint('US') })) =>
  new HttpProblem(400, 'INVALID_ZIPCODE', message, [{ path, message }]);

/** The body paths of each part of the address, as the caller names them. */
export interface ServiceAddressPaths {
  zipcode: string;
  country: string;
}

const ELIGIBLE_PATHS: ServiceAddressPaths = { zipcode: 'body/zip_code', country: 'body/country' };

/**
 * Whether the tenant delivers to an address (issue 13, item 3; by country, issue 22 item 9): the
 * rule is the engine's (`eligibilityOf`), the US ZIP → state/city lookup this server's. A US ZIP
 * the data set does not know is served only when the tenant lists it. Abroad the postal code is
 * checked by its country's rule (the Cayman Islands take anything; the tenant "cleangas" skips
 * even that, spec 2 §9), and the country and subdivision decide.
 */
export function checkEligibility(settings: ServiceAreaSettings, address: ServiceAddress, tenant?: string, paths: ServiceAddressPaths = ELIGIBLE_PATHS): EligibilityAnswer {
  const given = typeof address.country === 'string' ? address.country.trim() : '';
  const country = given === '' ? 'US' : toAlpha2(given);
  if (!country) throw new HttpProblem(400, 'INVALID_COUNTRY', messages.countryUnknown, [{ path: paths.country, message: messages.countryUnknown }]);
  const zipcode = typeof address.zipcode === 'string' ? address.zipcode : '';
  if (country === 'US') {
    const zip5 = isZipCode(zipcode.trim()) ? zip5Of(zipcode) : undefined;
    if (!zip5) throw invalidZipProblem(paths.zipcode);
    const place = zipPlace(zip5);
    return { ...eligibilityOf(settings, place), ...place };
  }
  const problem = postalCodeProblem(country, zipcode, { tenant, use: 'delivery' });
  if (problem) throw invalidZipProblem(paths.zipcode, problem);
  const place = { country, state: address.state?.trim() || undefined, city: address.city?.trim() || undefined };
  return { ...eligibilityOf(settings, place), state: place.state, city: place.city };
}
