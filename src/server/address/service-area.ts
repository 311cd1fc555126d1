import { eligibilityOf, type Eligibility, type ServiceAreaSettings } from '../../engine/address';
import { postalCodeHint } from '../../engine/address/postal-codes';
import { fillMessage } from '../../engine/messages/catalogue';
import { isZipCode, zip5Of } from '../../engine/validation/zipcode';
import { HttpProblem } from '../http/problem';
import { zipPlace } from './zip-places';

export interface EligibilityAnswer extends Eligibility {
  zip5?: string;
  state?: string;
  city?: string;
}

/** A malformed ZIP is a bad request, not an address outside the service area. */
export const invalidZipProblem = (path = 'body/zip_code') => {
  const message = fillMessage('invalidDeliveryZipcode', { hint: postalCodeHint('US') });
  return new HttpProblem(400, 'INVALID_ZIPCODE', message, [{ path, message }]);
};

/**
 * Whether the tenant delivers to a US ZIP (issue 13, item 3): the rule is the engine's
 * (`eligibilityOf`), the ZIP → state/city lookup this server's. A ZIP the data set does not
 * know is served only when the tenant lists it.
 */
export function checkEligibility(settings: ServiceAreaSettings, zipcode: string): EligibilityAnswer {
  const zip5 = typeof zipcode === 'string' && isZipCode(zipcode.trim()) ? zip5Of(zipcode) : undefined;
  if (!zip5) throw invalidZipProblem();
  const place = zipPlace(zip5);
  return { ...eligibilityOf(settings, place), ...place };
}
