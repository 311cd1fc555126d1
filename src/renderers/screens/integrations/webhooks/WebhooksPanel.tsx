import { useEffect, useState } from 'react';
import { webhookMessages as m } from '../../../../engine/messages/webhooks';
import type { TablePanelProps } from '../../../table/panels/table-panel-renderers';
import { EVENT_TYPES } from '../../../../../schemas/generated/enums';
import { FormCard } from '../FormCard';
import { testOutcome } from './test-outcome';
import { useNewWebhookEndpoint, type NewWebhookEndpoint, type WebhookTestResult } from './use-webhook-endpoints';
import './webhooks.css';

type ShownSecret = { url: string; value: string };

// webhook.test goes only to the endpoint it is sent to, on request: subscribing to it means nothing.
const CHOICES = { event_types: EVENT_TYPES.filter((type) => type !== 'webhook.test') };

/** The form card's words, read at render (the reader's language). */
const words = () => ({
  title: m.addTitle,
  label: m.addLabel,
  secret: { region: m.secretRegion, once: m.secretOnce, label: m.secretLabel, copy: m.copy, copied: m.copied, done: m.done },
});

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** A rotation's answer ({endpoint, secret}): the new secret, shown once. */
function secretOf(answer: unknown): ShownSecret | undefined {
  if (!isRecord(answer) || typeof answer.secret !== 'string' || !isRecord(answer.endpoint)) return undefined;
  return { url: String(answer.endpoint.url), value: answer.secret };
}

/** A test's answer: what the receiver said. */
const isTestResult = (answer: unknown): answer is WebhookTestResult => isRecord(answer) && typeof answer.event_id === 'string';

/**
 * Integrations → Webhooks (issue 21), the `webhookEndpoints` panel above the table of the
 * tenant's endpoints: add one, its signing secret shown here once; the secret a Rotate Secret
 * answers, shown once too; what the receiver said to the last Send Test. The table (its columns;
 * Deliveries, Send Test, Rotate Secret, Disable/Enable, Delete) is layout data.
 */
export default function WebhooksPanel({ reload, answered }: TablePanelProps) {
  const hooks = useNewWebhookEndpoint(reload);
  const [secret, setSecret] = useState<ShownSecret>();
  const [test, setTest] = useState<{ url: string; result: WebhookTestResult }>();
  useEffect(() => {
    const rotated = secretOf(answered?.answer);
    if (rotated) setSecret(rotated);
    if (answered && isTestResult(answered.answer)) setTest({ url: String((answered.row as { url?: unknown }).url ?? ''), result: answered.answer });
  }, [answered]);

  return (
    <>
      <p>{m.intro}</p>
      <FormCard<NewWebhookEndpoint>
        formId="webhook-endpoint-create"
        name="webhook"
        words={words()}
        busy={hooks.busy}
        start={{}}
        choices={CHOICES}
        onSubmit={async ({ url = '', description = '', event_types = [] }, refuse) => {
          const created = await hooks.create({ url: url.trim(), description: description.trim(), event_types }, refuse);
          if (created) setSecret(created);
          return created !== undefined;
        }}
        secret={secret && { title: secret.url, value: secret.value }}
        onSecretDone={() => setSecret(undefined)}
      />
      <p role="status" aria-label={m.lastTest} className={test && !test.result.delivered ? 'webhook-test webhook-test--failed' : 'webhook-test'}>
        {test ? `${test.url}: ${testOutcome(test.result)}` : ''}
      </p>
    </>
  );
}
