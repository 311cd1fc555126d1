import { Dialog } from 'primereact/dialog';
import type { Schemas } from '../../../engine/api/types';
import { formatDateTime, formatStatus } from '../../../engine/format';
import { useFormVersion } from '../../schema-form/use-form-version';
import { Loading } from '../../shell/Loading';
import { submissionAnswers } from './submission-answers';

type WorkflowItem = Schemas['WorkflowItem'];

/** One submission of a queue: who sent it and when, and every answer under its form's label. */
export function SubmissionDialog({ item, onHide }: { item?: WorkflowItem; onHide: () => void }) {
  const { document, error } = useFormVersion(item?.form);
  const waiting = item?.form && !document && !error;
  const from = item?.item_contents.from_name ? `${String(item.item_contents.from_name)} <${item.submitted_by?.email ?? ''}>` : item?.submitted_by?.email;
  return (
    <Dialog visible={item !== undefined} onHide={onHide} header={item && `#${item.request_id} · ${formatStatus(item.status)}`} style={{ width: 'min(640px, 96vw)' }} modal dismissableMask>
      {item && (
        <>
          <dl className="submission__meta">
            <dt>Received</dt>
            <dd>{formatDateTime(item.created_at)}</dd>
            {from && (
              <>
                <dt>From</dt>
                <dd>{from}</dd>
              </>
            )}
            {item.account_id && (
              <>
                <dt>Account</dt>
                <dd>{item.account_id}</dd>
              </>
            )}
            {item.form && (
              <>
                <dt>Form</dt>
                <dd>
                  {item.form.name}, version {item.form.version}
                </dd>
              </>
            )}
          </dl>
          {waiting ? (
            <Loading label="Loading the form" />
          ) : (
            <dl className="submission__answers" aria-label="Answers">
              {submissionAnswers(item.item_contents, item.extra, document).map((answer) => (
                <div key={answer.field} className={answer.added ? 'submission__answer submission__answer--added' : 'submission__answer'}>
                  <dt>{answer.label}</dt>
                  <dd>{answer.value}</dd>
                </div>
              ))}
            </dl>
          )}
        </>
      )}
    </Dialog>
  );
}
