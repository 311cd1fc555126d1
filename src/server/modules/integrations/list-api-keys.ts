import { tenantHandler } from '../../openapi/operation-types';
import { selectKeys } from './api-key-view';

/** GET /integrations/api-keys: every key, newest first, revoked ones kept so their history stays readable. */
export const listApiKeys = tenantHandler<'listApiKeys'>(({ db }) => selectKeys(db));
