import type { AddressProvider } from './address-provider';
import { geoapifyAddressProvider } from './geoapify-provider';
import { localAddressProvider } from './local-provider';

/**
 * The deployment's address provider: ADDRESS_PROVIDER=geoapify with GEOAPIFY_API_KEY (and
 * optionally GEOAPIFY_COUNTRIES, e.g. "us,ca") asks Geoapify; anything else, or geoapify
 * without a key, is the offline local provider.
 */
export function addressProviderFrom(source: NodeJS.ProcessEnv, fetchFn?: typeof fetch): AddressProvider {
  const apiKey = source.GEOAPIFY_API_KEY?.trim();
  if (source.ADDRESS_PROVIDER !== 'geoapify' || !apiKey) return localAddressProvider;
  const countryCodes = (source.GEOAPIFY_COUNTRIES ?? 'us')
    .split(',')
    .map((code) => code.trim().toLowerCase())
    .filter((code) => /^[a-z]{2}$/.test(code));
  return geoapifyAddressProvider({ apiKey, countryCodes: countryCodes.length ? countryCodes : ['us'], fetch: fetchFn });
}

let deployed: AddressProvider | undefined;

/** The provider of this process, read from its environment once. */
export function deployedAddressProvider(): AddressProvider {
  deployed ??= addressProviderFrom(process.env);
  return deployed;
}
