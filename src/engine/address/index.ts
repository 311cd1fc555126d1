/**
 * Countries, subdivisions, postal codes and the service-area rule (issue 13, items 3 and 5).
 * The data is large (iso-3166-2 alone ~240 KB): browser code imports this lazily, where used.
 */
export { countryName, countryOptions, toAlpha2, type CountryOption } from './countries';
export { subdivisionsOf, type Subdivision } from './subdivisions';
export { POSTAL_PATTERN_COUNTRIES, isPostalCode, isPostalCodeOptional, postalCodeHint, postalCodeProblem, type PostalCodeOptions } from './postal-codes';
export { eligibilityOf, hasServiceArea, isInServiceArea, placeLabel, type AbroadPlace, type Eligibility, type ServiceAreaSettings, type ServicePlace, type ZipPlace } from './service-area';
