import { createApiKey } from './create-api-key';
import { listApiKeys } from './list-api-keys';
import { listApiKeyUses } from './list-api-key-uses';
import { revokeApiKey } from './revoke-api-key';

/** Tenant API keys (tag integrations): an Admin's session only — a key never manages keys. */
export const integrationsHandlers = { listApiKeys, createApiKey, revokeApiKey, listApiKeyUses };
