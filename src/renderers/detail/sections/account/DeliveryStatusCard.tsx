import type { Account, Schemas } from '../../../../engine/api/types';
import { deliveryCardWords } from '../../../../engine/deliveries/delivery-words';
import { formatDate, formatDateTime } from '../../../../engine/format';
import { messages } from '../../../../engine/messages/catalogue';
import { deliveryStatusMessages as t, fillDeliveryStatus } from '../../../../engine/messages/delivery-status';
import { useApi } from '../../../session/session-context';
import { Loading } from '../../../shell/Loading';
import { FileButton } from '../../../table/FileButton';
import { useRecord } from '../../../schema-form/use-record';
import type { SectionProps } from '../section-props';

type TrackedDelivery = Schemas['TrackedDelivery'];

/**
 * The account's deliveries with a status (issue 26): each order or automatic delivery on its way
 * with its status and the day and window in plain words, the last one delivered with its proof
 * (the delivery ticket PDF) or the reason it could not be, and every step so far. Drawn only when
 * the account has one; the server folds the steps (GET …/delivery-status).
 */
export function DeliveryStatusCard({ record, reloadToken }: SectionProps) {
  const account = record as Account;
  const { record: answer, loading, error } = useRecord<Schemas['TrackedDeliveries']>('listTrackedDeliveries', { account_id: account.account_id }, reloadToken);
  if (!loading && !error && !answer?.deliveries.length) return null;
  return (
    <section className="card overview__deliveries" aria-labelledby="overview-deliveries-title">
      <h2 id="overview-deliveries-title" className="card__title">
        {t.deliveriesTitle}
      </h2>
      {loading && <Loading label={t.loadingDeliveries} />}
      {error && <p className="chart-empty">{error}</p>}
      {!loading && answer?.deliveries.map((delivery) => <DeliveryStatus key={delivery.delivery_ref} delivery={delivery} />)}
    </section>
  );
}

function DeliveryStatus({ delivery }: { delivery: TrackedDelivery }) {
  const api = useApi();
  const words = deliveryCardWords(delivery, (iso) => formatDate(iso), (iso) => formatDateTime(iso));
  const titleId = `delivery-${delivery.delivery_ref.replace(/[^A-Za-z0-9_-]/g, '-')}-title`;
  const proof = delivery.proof;
  return (
    <article className={`delivery delivery--${delivery.status}`} aria-labelledby={titleId}>
      {/* Named by its title alone: a tank card's name (tank · product) stays its own. */}
      <h3 className="delivery__title">
        <span id={titleId}>{words.title}</span>
        {words.what && <span className="delivery__what"> · {words.what}</span>}
      </h3>
      <p className="delivery__status">
        <strong>{words.status}</strong>
        {words.when && <span> {words.when}</span>}
      </p>
      {words.delivered && <p className="delivery__done">{words.delivered}</p>}
      {words.reason && <p className="delivery__reason">{words.reason}</p>}
      {words.note && <p className="delivery__note">{words.note}</p>}
      {delivery.status === 'delivered' &&
        (proof ? (
          <FileButton
            label={fillDeliveryStatus('proofLink', { ticket: delivery.ticket_number ?? '' })}
            ariaLabel={fillDeliveryStatus('proofLink', { ticket: delivery.ticket_number ?? '' })}
            icon="pi pi-file-pdf"
            done={messages.ticketDownloaded}
            fetchFile={() => api.fileNamed('getDeliveryTicket', { account_id: delivery.account_id, delivery_id: proof.delivery_id }, `ticket-${delivery.ticket_number}.pdf`)}
          />
        ) : (
          <p className="muted">{t.proofPending}</p>
        ))}
      {words.steps.length > 0 && (
        <details className="delivery__timeline">
          <summary>{t.timelineTitle}</summary>
          <ol>
            {words.steps.map((step) => (
              <li key={step.key} className={step.late ? 'delivery__step delivery__step--late' : 'delivery__step'}>
                <span className="delivery__step-status">{step.status}</span> <span className="delivery__step-at">{step.at}</span> <span className="muted">{step.by}</span>
                {step.late && <span className="muted"> {t.stepLate}</span>}
              </li>
            ))}
          </ol>
        </details>
      )}
    </article>
  );
}
