import { HttpProblem } from '../../http/problem';
import { AddressProviderError } from '../../address/address-provider';
import { deployedAddressProvider } from '../../address/providers';
import { tenantHandler } from '../../openapi/operation-types';
import { problemMessages } from '../../../engine/messages/problems';

export const providerUnavailable = () => new HttpProblem(502, 'ADDRESS_PROVIDER_UNAVAILABLE', problemMessages.addressProviderUnavailable);

/** GET /address/suggestions?input=: addresses matching what the user typed. */
export const suggestAddresses = tenantHandler<'suggestAddresses'>(async ({ db, query }) => {
  try {
    return await deployedAddressProvider().suggest(query.input, { db });
  } catch (error) {
    if (error instanceof AddressProviderError) throw providerUnavailable();
    throw error;
  }
});
