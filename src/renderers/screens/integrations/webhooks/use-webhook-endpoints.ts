import { useCallback, useEffect, useState } from 'react';
import type { components } from '../../../../../openapi/generated/tenant-api';
import { failureMessage } from '../../../../engine/api/call-error';
import { webhookMessages } from '../../../../engine/messages/webhooks';
import { useToast } from '../../../feedback/toast-context';
import { useApi } from '../../../session/session-context';

export type WebhookEndpoint = components['schemas']['WebhookEndpoint'];
export type NewWebhookEndpoint = components['schemas']['WebhookEndpointRequest'];
export type WebhookTestResult = components['schemas']['WebhookTestResult'];
export type EventType = components['schemas']['EventType'];

/** A signing secret to show once: whose it is and the secret itself (kept in this hook's state only). */
export interface ShownSecret {
  url: string;
  value: string;
}

/**
 * The tenant's webhook endpoints (GET /webhooks/endpoints) and the commands on them. A secret
 * answered by create or rotate lives here until the Admin dismisses it: the server never shows it
 * again. The last test's outcome is kept per endpoint so its card can say what the receiver said.
 */
export function useWebhookEndpoints() {
  const api = useApi();
  const toast = useToast();
  const [endpoints, setEndpoints] = useState<WebhookEndpoint[]>([]);
  const [loading, setLoading] = useState(true);
  const [busy, setBusy] = useState(false);
  const [secret, setSecret] = useState<ShownSecret>();
  const [tests, setTests] = useState<Readonly<Record<number, WebhookTestResult>>>({});

  const reload = useCallback(async () => {
    try {
      setEndpoints(await api.data('listWebhookEndpoints'));
    } catch (failure) {
      // Spec 2 §"Loading pattern": a failed list load is logged; the list stays as it was.
      console.error('Loading webhook endpoints failed', failure);
    } finally {
      setLoading(false);
    }
  }, [api]);

  useEffect(() => {
    void reload();
  }, [reload]);

  async function run(work: () => Promise<string | undefined>): Promise<boolean> {
    setBusy(true);
    try {
      const done = await work();
      if (done) toast.success(done);
      await reload();
      return true;
    } catch (failure) {
      toast.error(failureMessage(failure));
      return false;
    } finally {
      setBusy(false);
    }
  }

  const path = (endpoint: WebhookEndpoint) => ({ path: { endpoint_id: endpoint.id } });

  const create = (body: NewWebhookEndpoint) =>
    run(async () => {
      const created = await api.data('createWebhookEndpoint', { body });
      setSecret({ url: created.endpoint.url, value: created.secret });
      return webhookMessages.created;
    });

  const rotate = (endpoint: WebhookEndpoint) =>
    run(async () => {
      const rotated = await api.data('rotateWebhookSecret', path(endpoint));
      setSecret({ url: rotated.endpoint.url, value: rotated.secret });
      return webhookMessages.rotated;
    });

  const setEnabled = (endpoint: WebhookEndpoint, enabled: boolean) =>
    run(async () => {
      await api.data('updateWebhookEndpoint', { ...path(endpoint), body: { enabled } });
      return enabled ? webhookMessages.enabledNow : webhookMessages.disabledNow;
    });

  const remove = (endpoint: WebhookEndpoint) =>
    run(async () => {
      await api.data('deleteWebhookEndpoint', path(endpoint));
      return webhookMessages.deleted;
    });

  // One key per click: the server sends each test exactly once per key.
  const sendTest = (endpoint: WebhookEndpoint) =>
    run(async () => {
      const result = await api.data('sendWebhookTest', { ...path(endpoint), header: { 'Idempotency-Key': globalThis.crypto.randomUUID() } });
      setTests((current) => ({ ...current, [endpoint.id]: result }));
      return undefined;
    });

  return { endpoints, loading, busy, secret, tests, dismissSecret: () => setSecret(undefined), create, rotate, setEnabled, remove, sendTest };
}
