import { useState } from 'react';
import type { components } from '../../../../../openapi/generated/tenant-api';
import { failureMessage } from '../../../../engine/api/call-error';
import { webhookMessages } from '../../../../engine/messages/webhooks';
import { useToast } from '../../../feedback/toast-context';
import { useApi } from '../../../session/session-context';

export type NewWebhookEndpoint = components['schemas']['WebhookEndpointRequest'];
export type WebhookTestResult = components['schemas']['WebhookTestResult'];

/**
 * Adding a webhook endpoint (POST /webhooks/endpoints). Its signing secret is kept in this hook's
 * state only, until the Admin dismisses it: the server never shows it again. `created` has the
 * table of endpoints read again. The other commands are the table's row actions.
 */
export function useNewWebhookEndpoint(created: () => void) {
  const api = useApi();
  const toast = useToast();
  const [busy, setBusy] = useState(false);

  /** `refuse` says a refusal at the form's fields (FormCard's), else it is a toast. */
  const create = async (body: NewWebhookEndpoint, refuse?: (failure: unknown) => boolean): Promise<{ url: string; value: string } | undefined> => {
    setBusy(true);
    try {
      const answer = await api.data('createWebhookEndpoint', { body });
      toast.success(webhookMessages.created);
      created();
      return { url: answer.endpoint.url, value: answer.secret };
    } catch (failure) {
      if (!refuse?.(failure)) toast.error(failureMessage(failure));
      return undefined;
    } finally {
      setBusy(false);
    }
  };

  return { busy, create };
}
