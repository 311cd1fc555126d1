import { useState } from 'react';
import type { components } from '../../../../openapi/generated/tenant-api';
import { backOfficeMessages } from '../../../engine/messages/back-office';
import { useCommand } from '../../feedback/use-command';
import { useApi } from '../../session/session-context';

export type NewApiKey = components['schemas']['ApiKeyCreateRequest'];

/**
 * Creating an API key (POST /integrations/api-keys). The created key's secret is kept in this
 * hook's state only, until the Admin dismisses it: the server never shows it again. `created`
 * has the list of keys read again.
 */
export function useApiKeys(created: () => void) {
  const api = useApi();
  const { busy, run } = useCommand();
  const [secret, setSecret] = useState<{ name: string; value: string }>();

  /** `refuse` says a refusal at the form's fields (FormCard's), else it is a toast. */
  const create = (body: NewApiKey, refuse?: (failure: unknown) => boolean): Promise<boolean> =>
    run(async () => {
      const answer = await api.data('createApiKey', { body });
      setSecret({ name: answer.key.name, value: answer.secret });
      created();
      return backOfficeMessages.apiKeyCreated;
    }, refuse);

  return { busy, secret, dismissSecret: () => setSecret(undefined), create };
}
