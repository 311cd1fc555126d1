import { HttpProblem } from '../../http/problem';
import { AddressProviderError } from '../../address/address-provider';
import { deployedAddressProvider } from '../../address/providers';
import { tenantHandler } from '../../openapi/operation-types';
import { providerUnavailable } from './suggest';
import { problemMessages } from '../../../engine/messages/problems';

/** GET /address/details?placeId=: the address of a suggestion. */
export const getAddressDetails = tenantHandler<'getAddressDetails'>(async ({ db, query }) => {
  try {
    const address = await deployedAddressProvider().details(query.placeId, { db });
    if (!address) throw new HttpProblem(404, 'PLACE_NOT_FOUND', problemMessages.notFoundAddress);
    return address;
  } catch (error) {
    if (error instanceof AddressProviderError) throw providerUnavailable();
    throw error;
  }
});
