import { and, asc, ilike, sql } from 'drizzle-orm';
import { zip5Of } from '../../engine/validation/zipcode';
import { locations } from '../db/schema';
import { MIN_INPUT_LENGTH, SUGGESTION_LIMIT, type Address, type AddressProvider, type AddressSuggestion } from './address-provider';
import { decodePlaceId, encodePlaceId } from './place-id';
import { zipsStartingWith } from './zip-places';

/** A house number (digits, maybe a letter: 17, 17B) and at least 3 characters of its street. */
const SERVED_STREET = /^(\d{1,6}[A-Za-z]?) (\S.{2,})$/;

/**
 * The offline provider (the default): a ZIP or ZIP prefix (3+ digits) gives its city and state
 * from the `zipcodes` data set; a house number and the start of its street ("17 Quil") give the
 * matching street addresses the tenant already delivers to (its locations), as street, city,
 * state and ZIP only — never a name, an account or a second address line that would point at a
 * customer. The house number must be typed whole: street text alone would let anyone page
 * through every address the supplier serves, three letters at a time.
 */
export const localAddressProvider: AddressProvider = {
  name: 'local',

  async suggest(input, { db }) {
    const text = input.trim().replace(/\s+/g, ' ');
    if (text.length < MIN_INPUT_LENGTH || text.includes('\u0000')) return [];
    const zip = /^\d{3,5}$/.test(text) ? text : zip5Of(text);
    if (zip) return zipsStartingWith(zip, SUGGESTION_LIMIT).map((place) => suggestion({ street1: '', city: place.city ?? '', state: place.state ?? '', zipcode: place.zip5, country: 'US' }));
    const house = SERVED_STREET.exec(text);
    if (!house) return [];
    const like = `${house[1]} ${house[2].slice(0, 100).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const rows = await db
      .selectDistinct({ street1: locations.street1, city: locations.city, state: locations.state, zipcode: locations.zipcode, country: locations.country })
      .from(locations)
      .where(and(ilike(locations.street1, like), sql`${locations.street1} <> ''`))
      .orderBy(asc(locations.street1), asc(locations.city), asc(locations.zipcode))
      .limit(SUGGESTION_LIMIT);
    return rows.map(suggestion);
  },

  async details(placeId) {
    return decodePlaceId(placeId);
  },
};

function suggestion(address: Address): AddressSuggestion {
  const place = `${address.city}, ${address.state} ${address.zipcode}`.trim();
  return { place_id: encodePlaceId(address), description: address.street1 ? `${address.street1}, ${place}` : place };
}
