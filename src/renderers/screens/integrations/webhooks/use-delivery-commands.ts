import { useEffect, useState } from 'react';
import { failureMessage } from '../../../../engine/api/call-error';
import { useToast } from '../../../feedback/toast-context';
import { useApi } from '../../../session/session-context';
import type { WebhookEndpoint } from './use-webhook-endpoints';

/**
 * The delivery log's endpoint (found in GET /webhooks/endpoints: there is no single-endpoint read)
 * and its commands: re-send one delivery, re-send every failed one. Each success bumps `reloadToken`
 * so the table loads its page again; the server's own sentence is the toast.
 */
export function useDeliveryCommands(endpointId: number) {
  const api = useApi();
  const toast = useToast();
  const [endpoint, setEndpoint] = useState<WebhookEndpoint | null>();
  const [busy, setBusy] = useState(false);
  const [reloadToken, setReloadToken] = useState(0);

  useEffect(() => {
    let current = true;
    api.data('listWebhookEndpoints').then(
      (all) => current && setEndpoint(all.find((e) => e.id === endpointId) ?? null),
      (failure: unknown) => {
        console.error('Loading webhook endpoints failed', failure);
        if (current) setEndpoint(null);
      },
    );
    return () => {
      current = false;
    };
  }, [api, endpointId]);

  async function run(work: () => Promise<{ message: string }>) {
    setBusy(true);
    try {
      toast.success((await work()).message);
      setReloadToken((token) => token + 1);
    } catch (failure) {
      toast.error(failureMessage(failure));
    } finally {
      setBusy(false);
    }
  }

  const path = { endpoint_id: endpointId };
  return {
    endpoint,
    busy,
    reloadToken,
    reload: () => setReloadToken((token) => token + 1),
    resend: (deliveryId: number) => run(() => api.data('resendWebhookDelivery', { path: { ...path, delivery_id: deliveryId } })),
    resendFailed: () => run(() => api.data('resendFailedWebhookDeliveries', { path })),
  };
}
