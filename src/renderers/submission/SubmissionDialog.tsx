import { PortalDialog } from '../frame/PortalDialog';
import { formatDateTime, formatStatus } from '../../engine/format';
import { useFormVersion } from '../schema-form/use-form-version';
import { Loading } from '../shell/Loading';
import { RevealAnswer } from './RevealAnswer';
import { submissionAnswers } from './submission-answers';
import { WorkflowPanel, type WorkflowControls } from './WorkflowPanel';
import './submission.css';
import { backOfficeMessages as words, fillBackOffice } from '../../engine/messages/back-office';

/** What staff open of anything a customer or visitor submitted (a queue item, an access request). */
export interface Submission {
  request_id: number;
  status: string;
  /** The status as the tenant's workflow labels it (queue items); else the id is shown readably. */
  status_label?: string;
  created_at: string;
  account_id?: string | null;
  item_contents: Record<string, unknown>;
  extra: Record<string, unknown>;
  form: { name: string; version: number } | null;
  submitted_by?: { email: string } | null;
}

/** The form a submission was made on, as staff read it: "contact form, version 2". */
const formName = (form: NonNullable<Submission['form']>) =>
  fillBackOffice('submissionFormVersion', { name: form.name.replace(/^form\./, '').replace(/-/g, ' '), version: form.version });

/**
 * One submission: who sent it and when, and every answer under the label of the form it was made
 * on; for a queue item (`workflow`), also its history and the moves the tenant's workflow allows.
 */
export function SubmissionDialog({ item, onHide, workflow }: { item?: Submission; onHide: () => void; workflow?: WorkflowControls }) {
  const { document, error } = useFormVersion(item?.form);
  const waiting = item?.form && !document && !error;
  const from = item?.item_contents.from_name ? `${String(item.item_contents.from_name)} <${item.submitted_by?.email ?? ''}>` : item?.submitted_by?.email;
  return (
    <PortalDialog visible={item !== undefined} step={item?.status} onHide={onHide} header={item && `#${item.request_id} · ${item.status_label ?? formatStatus(item.status)}`} style={{ width: 'min(640px, 96vw)' }} modal dismissableMask>
      {item && (
        <>
          <dl className="submission__meta">
            <dt>{words.submissionReceived}</dt>
            <dd>{formatDateTime(item.created_at)}</dd>
            {from && (
              <>
                <dt>{words.submissionFrom}</dt>
                <dd>{from}</dd>
              </>
            )}
            {item.account_id && (
              <>
                <dt>{words.submissionAccount}</dt>
                <dd>{item.account_id}</dd>
              </>
            )}
            {item.form && (
              <>
                <dt>{words.submissionSentOn}</dt>
                <dd>{formName(item.form)}</dd>
              </>
            )}
          </dl>
          {waiting ? (
            <Loading label={words.submissionLoadingForm} />
          ) : (
            <dl className="submission__answers" aria-label={words.submissionAnswers}>
              {submissionAnswers(item.item_contents, item.extra, document).map((answer) => (
                <div key={answer.field} className={answer.added ? 'submission__answer submission__answer--added' : 'submission__answer'}>
                  <dt>{answer.label}</dt>
                  <dd>
                    <RevealAnswer requestId={item.request_id} field={answer.added ? `extra.${answer.field}` : answer.field} value={answer.value} />
                  </dd>
                </div>
              ))}
            </dl>
          )}
          {workflow && <WorkflowPanel key={item.request_id} item={item} controls={workflow} />}
        </>
      )}
    </PortalDialog>
  );
}
