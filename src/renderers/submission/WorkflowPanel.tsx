import { useEffect, useRef, useState } from 'react';
import { Button } from 'primereact/button';
import { InputTextarea } from 'primereact/inputtextarea';
import { CallError, failureMessage } from '../../engine/api/call-error';
import type { Schemas } from '../../engine/api/types';
import { backOfficeMessages as words, fillBackOffice } from '../../engine/messages/back-office';
import { nextStatuses, shownStatusLabel, type ItemWorkflow, type WorkflowItemType } from '../../engine/workflow';
import { useToast } from '../feedback/toast-context';
import { useApi } from '../session/session-context';
import { useItemHistory } from './use-item-history';
import { WorkflowHistory } from './WorkflowHistory';

/** What a queue tells the item dialog so it can move the item. */
export interface WorkflowControls {
  itemType: WorkflowItemType;
  flow: ItemWorkflow;
  /** The item's new status (after a move, or the one someone else moved it to). */
  onChanged: (item: { request_id: number; status: string; status_label: string }) => void;
}

const COMMENT_MAX = 2000;

/**
 * The item's place in the tenant's workflow: its history, and one button per status the workflow
 * allows from where the item is, with an optional comment kept in the history. When another staff
 * member moved the item first (409) it says so and shows the status the item is in now.
 */
export function WorkflowPanel({ item, controls }: { item: { request_id: number; status: string }; controls: WorkflowControls }) {
  const api = useApi();
  const toast = useToast();
  const { flow, itemType } = controls;
  const [comment, setComment] = useState('');
  const [busy, setBusy] = useState(false);
  const [conflict, setConflict] = useState<string>();
  const [version, setVersion] = useState(0);
  // The button pressed goes with the status it moved from: focus goes back into the panel (its heading,
  // which the dialog's focus trap hands on to the comment field), not to the page's body.
  const title = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    title.current?.focus();
  }, [version]);
  const { steps, failed } = useItemHistory(itemType, item.request_id, version);
  const next = nextStatuses(flow, item.status);
  const commentId = `workflow-comment-${item.request_id}`;

  async function move(to: string) {
    setBusy(true);
    setConflict(undefined);
    try {
      const moved = await api.data('advanceWorkflowItem', { body: { item_type: itemType, request_id: item.request_id, from_status: item.status, to_status: to, comment: comment.trim() || null } });
      toast.success(fillBackOffice('workflowItemMoved', { status: moved.status_label }));
      setComment('');
      controls.onChanged(moved);
    } catch (error) {
      const current = error instanceof CallError && error.status === 409 ? (error.problem as Schemas['Problem'] | undefined)?.details?.current_status : undefined;
      if (current === undefined) {
        toast.error(failureMessage(error));
        return;
      }
      const label = shownStatusLabel(flow, current);
      setConflict(fillBackOffice('workflowStatusChanged', { status: label }));
      controls.onChanged({ request_id: item.request_id, status: current, status_label: label });
    } finally {
      setBusy(false);
      moved.current = true;
      setVersion((v) => v + 1);
    }
  }

  return (
    <section className="workflow" aria-label={words.workflowRegion}>
      <h3 className="workflow__title" ref={title} tabIndex={-1}>
        {words.workflowHistory}
      </h3>
      {failed ? <p className="workflow__quiet">{words.workflowHistoryFailed}</p> : <WorkflowHistory steps={steps} flow={flow} />}
      {conflict && (
        <p className="workflow__conflict" role="alert">
          {conflict}
        </p>
      )}
      {next.length > 0 && (
        <div className="workflow__move">
          <label htmlFor={commentId}>{words.workflowComment}</label>
          <InputTextarea id={commentId} value={comment} onChange={(event) => setComment(event.target.value)} maxLength={COMMENT_MAX} rows={2} autoResize disabled={busy} />
          <div className="workflow__buttons" role="group" aria-label={words.workflowMoveTo}>
            <span className="workflow__quiet">{words.workflowMoveTo}</span>
            {next.map((to) => (
              <Button key={to} type="button" size="small" label={shownStatusLabel(flow, to)} aria-label={fillBackOffice('workflowMoveToStatus', { status: shownStatusLabel(flow, to) })} disabled={busy} onClick={() => void move(to)} />
            ))}
          </div>
        </div>
      )}
    </section>
  );
}
