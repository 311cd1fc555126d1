import { useState } from 'react';
import type { components } from '../../../../openapi/generated/tenant-api';
import { failureMessage } from '../../../engine/api/call-error';
import { backOfficeMessages } from '../../../engine/messages/back-office';
import { useToast } from '../../feedback/toast-context';
import { useApi } from '../../session/session-context';

export type ApiKeyScope = components['schemas']['ApiKeyScope'];
export type NewApiKey = components['schemas']['ApiKeyCreateRequest'];

/**
 * Creating an API key (POST /integrations/api-keys). The created key's secret is kept in this
 * hook's state only, until the Admin dismisses it: the server never shows it again. `created`
 * has the list of keys read again.
 */
export function useApiKeys(created: () => void) {
  const api = useApi();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const [secret, setSecret] = useState<{ name: string; value: string }>();

  const create = async (body: NewApiKey): Promise<boolean> => {
    setBusy(true);
    try {
      const answer = await api.data('createApiKey', { body });
      setSecret({ name: answer.key.name, value: answer.secret });
      toast.success(backOfficeMessages.apiKeyCreated);
      created();
      return true;
    } catch (failure) {
      toast.error(failureMessage(failure));
      return false;
    } finally {
      setBusy(false);
    }
  };

  return { busy, secret, dismissSecret: () => setSecret(undefined), create };
}
