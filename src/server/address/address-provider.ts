import type { components } from '../../../openapi/generated/tenant-api';
import type { Db } from '../db/database';

export type Address = components['schemas']['Address'];
export type AddressSuggestion = components['schemas']['AddressSuggestion'];

/** At most this many suggestions go back (the list under the field). */
export const SUGGESTION_LIMIT = 8;
/** Shorter input gets no suggestions: too broad to be useful, too cheap to enumerate. */
export const MIN_INPUT_LENGTH = 3;

export interface AddressContext {
  /** The request's tenant-scoped transaction (row-level security): only this tenant's rows. */
  db: Db;
}

/**
 * Where address suggestions come from (issue 13, item 6), chosen per deployment
 * (providers.ts). `details` answers a `place_id` this provider issued, undefined otherwise.
 */
export interface AddressProvider {
  readonly name: string;
  suggest(input: string, context: AddressContext): Promise<AddressSuggestion[]>;
  details(placeId: string, context: AddressContext): Promise<Address | undefined>;
}

/** A provider that could not answer (down, refused our key): 502, the user types the address. */
export class AddressProviderError extends Error {}
