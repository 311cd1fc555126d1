import { useState } from 'react';
import { ConfirmDanger } from '../../../feedback/ConfirmDanger';
import { fillRoute } from '../../../../engine/layout/screen-links';
import { fillWebhooks, webhookMessages as m } from '../../../../engine/messages/webhooks';
import { useLayout } from '../../../layout/layout-context';
import type { ScreenProps } from '../../../registry/types';
import { useCanOpen } from '../../../routing/use-can-open';
import { Loading } from '../../../shell/Loading';
import { EndpointCard } from './EndpointCard';
import { NewWebhookForm } from './NewWebhookForm';
import { SecretShownOnce } from '../SecretShownOnce';
import { useWebhookEndpoints, type WebhookEndpoint } from './use-webhook-endpoints';
import './webhooks.css';

type Confirming = { action: 'rotate' | 'delete'; endpoint: WebhookEndpoint };

/**
 * Integrations → Webhooks (issue 21): the tenant's endpoints with what they receive and their
 * state; add one (its signing secret shown here once), send a test event, rotate the secret,
 * disable or enable, delete. Each endpoint links to its delivery log, the layout's
 * webhookDeliveries screen (a table).
 */
export default function WebhooksScreen({ screen }: ScreenProps) {
  const hooks = useWebhookEndpoints();
  const layout = useLayout();
  const canOpen = useCanOpen();
  const [confirming, setConfirming] = useState<Confirming>();
  // After Done the form comes back in place of the secret: focus goes to its URL field, not to the page.
  const [backToForm, setBackToForm] = useState(false);
  // The delivery log is found by its id: its route takes :endpoint_id, which an endpoint (whose
  // field is `id`) cannot fill as a layout rowScreen.
  const log = layout.screens.find((s) => s.id === 'webhookDeliveries');
  if (hooks.loading) return <Loading label={m.loading} />;

  return (
    <section className="screen webhooks" aria-labelledby={`${screen.id}-title`}>
      <h1 id={`${screen.id}-title`}>{screen.title}</h1>
      <p>{m.intro}</p>
      {hooks.secret ? (
        <SecretShownOnce
          title={hooks.secret.url}
          value={hooks.secret.value}
          words={{ region: m.secretRegion, once: m.secretOnce, label: m.secretLabel, copy: m.copy, copied: m.copied, done: m.done }}
          className="webhook-secret"
          onDone={() => {
            setBackToForm(true);
            hooks.dismissSecret();
          }}
        />
      ) : (
        <NewWebhookForm busy={hooks.busy} onCreate={hooks.create} focusUrl={backToForm} />
      )}
      <section aria-label={m.listLabel}>
        {hooks.endpoints.length === 0 && <p>{m.empty}</p>}
        {hooks.endpoints.map((endpoint) => (
          <EndpointCard
            key={endpoint.id}
            endpoint={endpoint}
            test={hooks.tests[endpoint.id]}
            actions={{
              busy: hooks.busy,
              deliveriesRoute: log && canOpen(log) ? fillRoute(log.route, { endpoint_id: endpoint.id }) : undefined,
              onTest: () => void hooks.sendTest(endpoint),
              onRotate: () => setConfirming({ action: 'rotate', endpoint }),
              onToggle: () => void hooks.setEnabled(endpoint, !endpoint.enabled),
              onDelete: () => setConfirming({ action: 'delete', endpoint }),
            }}
          />
        ))}
      </section>
      <ConfirmDanger
        subject={confirming}
        onClose={() => setConfirming(undefined)}
        title={confirming?.action === 'rotate' ? m.confirmRotateTitle : m.confirmDeleteTitle}
        message={({ action, endpoint }) => fillWebhooks(action === 'rotate' ? 'confirmRotate' : 'confirmDelete', { url: endpoint.url })}
        // Rotating can be undone by rotating again: not drawn as a danger.
        action={confirming?.action === 'rotate' ? { label: m.rotate } : 'delete'}
        danger={confirming?.action !== 'rotate'}
        onAccept={({ action, endpoint }) => void (action === 'rotate' ? hooks.rotate(endpoint) : hooks.remove(endpoint))}
      />
    </section>
  );
}
