import { useCallback, useEffect, useState } from 'react';
import type { components } from '../../../../openapi/generated/tenant-api';
import { failureMessage } from '../../../engine/api/call-error';
import { backOfficeMessages } from '../../../engine/messages/back-office';
import { useToast } from '../../feedback/toast-context';
import { useApi } from '../../session/session-context';

export type ApiKey = components['schemas']['ApiKey'];
export type ApiKeyScope = components['schemas']['ApiKeyScope'];
export type NewApiKey = components['schemas']['ApiKeyCreateRequest'];

/**
 * The tenant's API keys (GET /integrations/api-keys) and the commands on them. A created key's
 * secret is kept in this hook's state only, until the Admin dismisses it: the server never shows it again.
 */
export function useApiKeys() {
  const api = useApi();
  const toast = useToast();
  const [keys, setKeys] = useState<ApiKey[]>([]);
  const [loading, setLoading] = useState(true);
  const [busy, setBusy] = useState(false);
  const [secret, setSecret] = useState<{ name: string; value: string }>();

  const reload = useCallback(async () => {
    try {
      setKeys(await api.data('listApiKeys'));
    } catch (failure) {
      // Spec 2 §"Loading pattern": a failed list load is logged; the list stays as it was.
      console.error('Loading API keys failed', failure);
    } finally {
      setLoading(false);
    }
  }, [api]);

  useEffect(() => {
    void reload();
  }, [reload]);

  async function run(work: () => Promise<void>, done: string): Promise<boolean> {
    setBusy(true);
    try {
      await work();
      toast.success(done);
      await reload();
      return true;
    } catch (failure) {
      toast.error(failureMessage(failure));
      return false;
    } finally {
      setBusy(false);
    }
  }

  const create = (body: NewApiKey) =>
    run(async () => {
      const created = await api.data('createApiKey', { body });
      setSecret({ name: created.key.name, value: created.secret });
    }, backOfficeMessages.apiKeyCreated);

  const revoke = (key: ApiKey) =>
    run(async () => {
      await api.data('revokeApiKey', { path: { key_id: key.id } });
    }, backOfficeMessages.apiKeyRevoked);

  return { keys, loading, busy, secret, dismissSecret: () => setSecret(undefined), create, revoke };
}
