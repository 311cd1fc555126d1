import { Link } from 'react-router-dom';
import { Button } from 'primereact/button';
import type { ResolvedScreen } from '../../../engine/layout';
import { mayCall } from '../../../engine/layout/screen-access';
import { useLayout } from '../../layout/layout-context';
import { useCanOpen } from '../../routing/use-can-open';
import { usePermissions } from '../../session/permissions-context';
import { RowFileButton, rowNameOf } from '../RowFileButton';
import { actionText } from './action-text';
import { shownOn, type RowAction } from './row-values';
import type { TableActions } from './use-table-actions';

/** A button's name holds its visible word (WCAG 2.5.3, axe label-content-name-mismatch), whatever a tenant writes. */
const accessibleName = (label: string, name: string) => (name.toLowerCase().includes(label.toLowerCase()) ? name : `${label}: ${name}`);

/** Whether the caller may run an action: a view, or an operation whose x-permission it holds (the server still judges). */
function useMayRun(): (action: { operationId?: string }) => boolean {
  const { permissions } = usePermissions();
  return (action) => !action.operationId || mayCall(permissions, action.operationId);
}

/** A row's actions and files, as the layout declares them, for the actions this caller may run on this row. */
export function RowActionButtons({ screen, row, actions }: { screen: ResolvedScreen; row: object; actions: TableActions }) {
  const mayRun = useMayRun();
  const layout = useLayout();
  const canOpen = useCanOpen();
  // A screen to open shows to a caller who may open it; an operation to one who may call it.
  const allowed = (action: RowAction) => {
    if (action.screen === undefined) return mayRun(action);
    const target = layout.screens.find((s) => s.id === action.screen);
    return target !== undefined && canOpen(target);
  };
  const rowName = rowNameOf(row, screen.rowKey ?? screen.columns?.[0]?.field);
  return (
    <>
      {(screen.rowActions ?? [])
        .filter((action) => shownOn(action, row) && allowed(action))
        .map((action: RowAction) => (
          <Button
            key={`${action.label}-${action.operationId ?? action.view ?? action.screen ?? ''}`}
            type="button"
            size="small"
            text={action.view !== undefined}
            outlined={action.view !== undefined || action.confirm !== undefined}
            severity={action.confirm ? 'danger' : undefined}
            icon={action.icon}
            label={actionText(action.label, row)}
            aria-label={action.ariaLabel ? accessibleName(actionText(action.label, row), actionText(action.ariaLabel, row)) : undefined}
            // While a call runs the buttons refuse clicks but keep the keyboard focus (a disabled
            // button drops it to the page body: after Send Test the user would start over from the top).
            aria-disabled={(actions.busy && action.view === undefined) || undefined}
            className={actions.busy && action.view === undefined ? 'p-disabled' : undefined}
            onClick={() => {
              if (!actions.busy || action.view !== undefined) actions.start(action, [row]);
            }}
          />
        ))}
      {(screen.rowFiles ?? []).map((file) => (
        <RowFileButton key={file.operationId} operationId={file.operationId} params={file.params} row={row} label={file.label} rowName={rowName} done={file.done} ariaLabel={file.ariaLabel} />
      ))}
    </>
  );
}

/** The buttons beside the title: screens to open (for a caller who may), operations to call (with their forms), a reload. */
export function HeaderActionButtons({ screen, actions }: { screen: ResolvedScreen; actions: TableActions }) {
  const layout = useLayout();
  const canOpen = useCanOpen();
  const mayRun = useMayRun();
  return (
    <>
      {(screen.headerActions ?? []).map((action) => {
        const label = actionText(action.label);
        if (action.screen !== undefined) {
          const target = layout.screens.find((s) => s.id === action.screen);
          return target && canOpen(target) ? (
            <Link key={action.screen} to={target.route} className="p-button p-button-sm">
              {action.icon && <i className={action.icon} aria-hidden="true" />} {label}
            </Link>
          ) : null;
        }
        if (action.reload) return <Button key="reload" type="button" size="small" outlined icon={action.icon} label={label} onClick={actions.reload} />;
        return mayRun(action) ? <Button key={action.operationId} type="button" size="small" icon={action.icon} label={label} disabled={actions.busy} onClick={() => actions.start(action, [])} /> : null;
      })}
    </>
  );
}

/** The bulk actions over the selected rows, each saying how many it will act on. */
export function BulkActionButtons({ screen, selection, actions }: { screen: ResolvedScreen; selection: readonly object[]; actions: TableActions }) {
  const mayRun = useMayRun();
  return (
    <>
      {(screen.bulkActions ?? []).filter(mayRun).map((action) => (
        <Button
          key={action.operationId}
          type="button"
          size="small"
          outlined
          severity={action.confirm ? 'danger' : undefined}
          icon={action.icon}
          label={`${actionText(action.label)} (${selection.length})`}
          disabled={actions.busy || selection.length === 0}
          onClick={() => actions.start(action, selection)}
        />
      ))}
    </>
  );
}
