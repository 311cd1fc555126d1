import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { ConfirmDialog } from 'primereact/confirmdialog';
import type { components } from '../../../../../openapi/generated/tenant-api';
import statusSchema from '../../../../../schemas/entities/webhook-delivery-status.schema.json';
import { formatStatus } from '../../../../engine/format';
import { screenRoute } from '../../../../engine/layout/screen-links';
import { fillWebhooks, webhookMessages as m } from '../../../../engine/messages/webhooks';
import { useLayout } from '../../../layout/layout-context';
import type { ScreenProps } from '../../../registry/types';
import { ScreenTable } from '../../../table/ScreenTable';
import { useDeliveryCommands } from './use-delivery-commands';
import './webhooks.css';

type Delivery = components['schemas']['WebhookDelivery'];
type DeliveryStatus = components['schemas']['WebhookDeliveryStatus'];
const STATUSES = statusSchema.enum as DeliveryStatus[];

/** Delivered events are never sent twice, and one being sent is its worker's: only these may be re-sent. */
const resendable = (delivery: Delivery) => delivery.status === 'failed' || delivery.status === 'pending';

/**
 * One endpoint's delivery log: the layout's columns over listWebhookDeliveries (paged by the
 * server, filtered by status), each failed or pending delivery re-sent on its own, or every failed
 * one at once (confirmed).
 */
export default function WebhookDeliveriesScreen({ screen }: ScreenProps) {
  const endpointId = Number(useParams().endpoint_id);
  const commands = useDeliveryCommands(endpointId);
  const layout = useLayout();
  const [status, setStatus] = useState<DeliveryStatus | ''>('');
  const [confirming, setConfirming] = useState(false);
  const back = screenRoute(layout, 'webhooks');
  const url = commands.endpoint?.url ?? '';

  const heading = (
    <div>
      <h1 id={`${screen.id}-title`}>{screen.title}</h1>
      <p className="webhook-endpoint__url">{commands.endpoint === null ? m.unknownEndpoint : url}</p>
    </div>
  );
  const toolbar = (
    <>
      {back && <Link to={back}>{m.back}</Link>}
      <span className="webhook-log__filter">
        <label htmlFor="webhook-status">{m.statusFilter}</label>
        <select id="webhook-status" className="p-inputtext" value={status} onChange={(e) => setStatus(e.target.value as DeliveryStatus | '')}>
          <option value="">{m.anyStatus}</option>
          {STATUSES.map((s) => (
            <option key={s} value={s}>
              {formatStatus(s)}
            </option>
          ))}
        </select>
      </span>
      <button type="button" className="p-button p-button-outlined p-button-sm" onClick={commands.reload}>
        {m.refresh}
      </button>
      <button type="button" className="p-button p-button-sm" disabled={commands.busy || !commands.endpoint} onClick={() => setConfirming(true)}>
        {m.resendFailed}
      </button>
    </>
  );

  return (
    <>
      <ScreenTable
        screen={screen}
        heading={heading}
        toolbar={toolbar}
        filters={{ status: status || undefined }}
        reloadToken={commands.reloadToken}
        rowActions={(row) => {
          const delivery = row as Delivery;
          return resendable(delivery) ? (
            <button type="button" className="p-button p-button-sm p-button-text" disabled={commands.busy} onClick={() => void commands.resend(delivery.id)} aria-label={fillWebhooks('resendOf', { event: delivery.event_id })}>
              {m.resend}
            </button>
          ) : null;
        }}
      />
      <ConfirmDialog
        visible={confirming}
        onHide={() => setConfirming(false)}
        header={m.resendFailedTitle}
        icon="pi pi-refresh"
        message={fillWebhooks('confirmResendFailed', { url })}
        acceptLabel={m.resend}
        rejectLabel={m.cancel}
        accept={() => void commands.resendFailed()}
      />
    </>
  );
}
