import { useMemo } from 'react';
import { PortalDialog } from '../../frame/PortalDialog';
import { create } from 'jsondiffpatch';
import { format } from 'jsondiffpatch/formatters/html';
import 'jsondiffpatch/formatters/styles/html.css';
import './change-dialog.css';
import type { Schemas } from '../../../engine/api/types';
import { formatDateTime } from '../../../engine/format';
import { backOfficeMessages as words, fillBackOffice } from '../../../engine/messages/back-office';

type Change = Schemas['ChangeEntry'];

/** Array items matched by their id when they have one (a list of departments reordered is a move, not a rewrite). */
const differ = create({ objectHash: (item: object, index?: number) => String((item as { id?: unknown }).id ?? `$${index ?? 0}`) });

/**
 * One entry of the change log: who, as whom, when, what, and its before/after as a JSON diff
 * (jsondiffpatch's HTML, which escapes every key and value, so stored text cannot run here).
 * A creation or a deletion has one side only: that side is shown whole.
 */
export function ChangeDialog({ change, onHide }: { change?: Change; onHide: () => void }) {
  const diffHtml = useMemo(() => {
    if (!change || change.before === null || change.after === null) return undefined;
    const delta = differ.diff(change.before, change.after);
    return delta === undefined ? '' : format(delta, change.before);
  }, [change]);
  return (
    <PortalDialog
      visible={change !== undefined}
      onHide={onHide}
      header={change ? `${change.operation_id} — ${change.target}` : ''}
      className="change-dialog"
      style={{ width: 'min(820px, 96vw)' }}
      modal
      dismissableMask
    >
      {change && (
        <>
          <dl className="change-dialog__meta">
            <dt>{words.changeWhen}</dt>
            <dd>{formatDateTime(change.at)}</dd>
            <dt>{words.changeWho}</dt>
            <dd>{change.actor_email ?? fillBackOffice('changeDeletedUser', { id: change.actor_user_id })}</dd>
            {change.on_behalf_of_user_id !== null && (
              <>
                <dt>{words.changeActingAs}</dt>
                <dd>{change.on_behalf_of_email ?? fillBackOffice('changeDeletedUser', { id: change.on_behalf_of_user_id })}</dd>
              </>
            )}
          </dl>
          {diffHtml === undefined ? (
            <section aria-label={change.before === null ? words.changeCreated : words.changeDeleted}>
              <h3 className="change-dialog__side">{change.before === null ? words.changeCreated : words.changeDeleted}</h3>
              <pre className="change-dialog__json">{JSON.stringify(change.before ?? change.after, null, 2)}</pre>
            </section>
          ) : diffHtml === '' ? (
            <p className="muted">{words.changeNothing}</p>
          ) : (
            // jsondiffpatch's formatter escapes every key and value: stored text is shown, never run.
            <section aria-label={words.changeChanges} className="change-dialog__diff" dangerouslySetInnerHTML={{ __html: diffHtml }} />
          )}
        </>
      )}
    </PortalDialog>
  );
}
