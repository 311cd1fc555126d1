import { MIN_INPUT_LENGTH, SUGGESTION_LIMIT, AddressProviderError, type Address, type AddressProvider } from './address-provider';
import { decodePlaceId, encodePlaceId } from './place-id';

/**
 * Geoapify's Address Autocomplete API (https://apidocs.geoapify.com/docs/geocoding/address-autocomplete),
 * asked with `format=json`. Its results carry the whole address, so the place id carries it too
 * (place-id.ts) and details cost no second (billed) call.
 */
export interface GeoapifyOptions {
  apiKey: string;
  /** ISO alpha-2 codes to search in, lower case (Geoapify's `filter=countrycode:`). */
  countryCodes?: string[];
  fetch?: typeof fetch;
  timeoutMs?: number;
}

/** The fields of a Geoapify result this adapter reads. */
interface GeoapifyResult {
  housenumber?: string;
  street?: string;
  city?: string;
  town?: string;
  village?: string;
  state?: string;
  state_code?: string;
  postcode?: string;
  country_code?: string;
  formatted?: string;
}

export function geoapifyAddressProvider(options: GeoapifyOptions): AddressProvider {
  const fetchFn = options.fetch ?? fetch;
  return {
    name: 'geoapify',
    async suggest(input) {
      const text = input.trim();
      if (text.length < MIN_INPUT_LENGTH || text.includes('\u0000')) return [];
      const url = new URL('https://api.geoapify.com/v1/geocode/autocomplete');
      url.search = new URLSearchParams({
        text: text.slice(0, 200),
        format: 'json',
        limit: String(SUGGESTION_LIMIT),
        filter: `countrycode:${(options.countryCodes ?? ['us']).join(',')}`,
        apiKey: options.apiKey,
      }).toString();
      const results = await fetchResults(fetchFn, url, options.timeoutMs ?? 3000);
      return results.slice(0, SUGGESTION_LIMIT).flatMap((result) => {
        const address = addressOf(result);
        return address ? [{ place_id: encodePlaceId(address), description: result.formatted ?? describe(address) }] : [];
      });
    },
    async details(placeId) {
      return decodePlaceId(placeId);
    },
  };
}

async function fetchResults(fetchFn: typeof fetch, url: URL, timeoutMs: number): Promise<GeoapifyResult[]> {
  let response: Response;
  try {
    response = await fetchFn(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    throw new AddressProviderError(`Geoapify did not answer: ${(error as Error).message}`);
  }
  if (!response.ok) throw new AddressProviderError(`Geoapify answered ${response.status}`);
  const body = (await response.json()) as { results?: unknown };
  return Array.isArray(body.results) ? (body.results as GeoapifyResult[]) : [];
}

/** An address a form can hold, or undefined for a result too coarse to fill one (a country). */
export function addressOf(result: GeoapifyResult): Address | undefined {
  const city = result.city ?? result.town ?? result.village ?? '';
  const state = result.state_code ?? result.state ?? '';
  if (!city || !state) return undefined;
  const street1 = result.street ? [result.housenumber, result.street].filter(Boolean).join(' ') : '';
  const clip = (value: string, max: number) => value.slice(0, max);
  return {
    street1: clip(street1, 200),
    city: clip(city, 100),
    state: clip(state, 100),
    zipcode: clip(result.postcode ?? '', 20),
    country: clip((result.country_code ?? 'us').toUpperCase(), 3),
  };
}

const describe = (address: Address) => [address.street1, address.city, `${address.state} ${address.zipcode}`.trim()].filter(Boolean).join(', ');
