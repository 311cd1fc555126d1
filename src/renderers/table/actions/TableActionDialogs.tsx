import { Suspense } from 'react';
import { useParams } from 'react-router-dom';
import type { ResolvedScreen } from '../../../engine/layout';
import { isRowView } from '../../../engine/layout/row-views';
import { Loading } from '../../shell/Loading';
import { rowViewRenderers } from '../row-views/row-view-renderers';
import { actionText } from './action-text';
import { ActionFormDialog } from './ActionFormDialog';
import { ConfirmDanger } from '../../feedback/ConfirmDanger';
import type { TableActions } from './use-table-actions';

/** What a table's pending action shows: the danger question, the action's form, or a view of the row. */
export function TableActionDialogs({ screen, actions }: { screen: ResolvedScreen; actions: TableActions }) {
  const { pending, busy, proceed, cancel, reload } = actions;
  // A header action's question is filled from the route's parameters (the endpoint whose log this is).
  const route = useParams();
  const row = pending?.rows[0] ?? route;
  const action = pending?.action;
  const view = action && 'view' in action && action.view && isRowView(action.view) ? rowViewRenderers[action.view] : undefined;
  return (
    <>
      <ConfirmDanger
        subject={pending?.step === 'confirm' && action && 'confirm' in action && action.confirm ? actionText(action.confirm, row) : undefined}
        message={(question) => question}
        action={{ label: action ? actionText(action.label, row) : '' }}
        onAccept={() => proceed()}
        onClose={cancel}
        acceptMovesOn
      />
      {pending?.step === 'form' && action && 'form' in action && action.form && (
        <ActionFormDialog
          header={'ariaLabel' in action && action.ariaLabel ? actionText(action.ariaLabel, row) : actionText(action.label, row)}
          formId={action.form}
          fill={'fill' in action ? action.fill : undefined}
          row={row}
          busy={busy}
          onSubmit={(answers) => proceed(answers)}
          onHide={cancel}
        />
      )}
      {pending?.step === 'view' && view && (
        <Suspense fallback={<Loading />}>
          {(() => {
            const View = view;
            return <View row={row} screen={screen} onHide={cancel} onChanged={reload} />;
          })()}
        </Suspense>
      )}
    </>
  );
}
