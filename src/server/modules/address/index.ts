import { getAddressDetails } from './details';
import { suggestAddresses } from './suggest';

/** The address operations (openapi/paths/address.yaml). */
export const addressHandlers = { suggestAddresses, getAddressDetails };
