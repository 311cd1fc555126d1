import { formatDateTime } from '../../engine/format';
import { shownStatusLabel, type ItemWorkflow } from '../../engine/workflow';
import type { WorkflowStep } from './use-item-history';
import { backOfficeMessages as words } from '../../engine/messages/back-office';

/** An item's steps, oldest first: when, who, from which status to which, and the comment they left. */
export function WorkflowHistory({ steps, flow }: { steps: readonly WorkflowStep[] | undefined; flow: ItemWorkflow }) {
  if (steps === undefined) return <p className="workflow__quiet">{words.workflowHistoryLoading}</p>;
  if (!steps.length) return <p className="workflow__quiet">{words.workflowNotMoved}</p>;
  return (
    <ol className="workflow__history" aria-label={words.workflowHistory}>
      {steps.map((step, index) => (
        <li key={`${step.at}-${index}`}>
          <div>
            <strong>
              {shownStatusLabel(flow, step.from_status)} → {shownStatusLabel(flow, step.to_status)}
            </strong>{' '}
            <span className="workflow__quiet">
              {formatDateTime(step.at)} · {step.by?.email ?? words.workflowFormerUser}
            </span>
          </div>
          {step.comment && <p className="workflow__comment">{step.comment}</p>}
        </li>
      ))}
    </ol>
  );
}
