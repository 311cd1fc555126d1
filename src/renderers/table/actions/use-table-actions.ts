import { useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { failureMessage } from '../../../engine/api/call-error';
import { fillRoute } from '../../../engine/layout/screen-links';
import { useToast } from '../../feedback/toast-context';
import { useLayout } from '../../layout/layout-context';
import { useApi } from '../../session/session-context';
import { useImpersonation } from '../../session/use-impersonation';
import { focusWhenReady } from '../../frame/focus-when-ready';
import { focusHeading } from '../../frame/use-step-focus';
import { actionText } from './action-text';
import { actionValues, type HeaderAction, type RowAction } from './row-values';

/** An action a table runs: a row's, a header's, or one of the selected rows'. */
export type TableAction = RowAction | HeaderAction;

/** An operation's answer a row action hands to the screen's panel (its `toPanel`): what it answered, and for which row. */
export interface PanelAnswer {
  operationId: string;
  row: object;
  answer: unknown;
}

/** What the screen is asking before a call, or showing: a question, a form, a view of a row. */
export type Pending = { step: 'confirm' | 'form' | 'view'; action: TableAction; rows: readonly object[] };

export interface TableActions {
  pending?: Pending;
  busy: boolean;
  /** Starts an action on rows (one for a row action, none for a header action, the selection for a bulk one). */
  start: (action: TableAction, rows: readonly object[]) => void;
  /** The question was answered yes, or the form's answers are in. */
  proceed: (answers?: object) => void;
  cancel: () => void;
  /** Reads the table's page again (a view changed its row). */
  reload: () => void;
}

const hasForm = (action: TableAction) => 'form' in action && action.form !== undefined;

/** The address of a screen a row opens: its route filled from the row, the action's other params as its query (a document's key). */
function screenAddress(route: string, action: TableAction, row: object): string {
  const values = actionValues('params' in action ? action : {}, row, {});
  const placeholders = new Set([...route.matchAll(/:(\w+)/g)].map((match) => match[1]));
  const query = new URLSearchParams(Object.keys(('params' in action && action.params) || {}).filter((name) => !placeholders.has(name)).map((name) => [name, String(values[name] ?? '')]));
  const search = query.toString();
  return fillRoute(route, values) + (search ? `?${search}` : '');
}

/**
 * Runs a table's actions as the layout declares them: a screen opens (its route filled from the
 * row); the impersonation machine logs in as the row's user_id; a view opens; a confirm asks first; a form
 * asks its answers; then the operation is called once per row (the layout's body with the
 * answers), its answer handed to the panel when the action says so (`toPanel`), the done message
 * said, the list reloaded. The server stays the judge: a refusal is
 * shown in its words (the spec's failure texts).
 */
/** How long after an action a row it took away may still take the focus with it (the list reloads). */
const RELOAD_FOCUS_MS = 3000;

/**
 * The row an action was started from may go with the reload (a deleted alert), and with it the
 * button the confirmation handed focus back to, which drops focus to the page's body: then the
 * screen's heading takes it, as after a form's wait. Only while the list reloads; a click on the
 * page afterwards is the user's own.
 */
function keepFocusInScreen(): void {
  const main = document.querySelector('main');
  if (!main) return;
  const stop = focusWhenReady(main, () => {
    if (document.activeElement && document.activeElement !== document.body) return false;
    focusHeading();
    return true;
  });
  setTimeout(stop, RELOAD_FOCUS_MS);
}

export function useTableActions(reload: () => void, toPanel?: (answered: PanelAnswer) => void): TableActions {
  const api = useApi();
  const toast = useToast();
  const route = useParams();
  const [pending, setPending] = useState<Pending>();
  const [calling, setCalling] = useState(false);
  const layout = useLayout();
  const navigate = useNavigate();
  const location = useLocation();
  const impersonation = useImpersonation();
  const busy = calling || impersonation.busy;

  async function call(action: TableAction, rows: readonly object[], answers?: object): Promise<void> {
    if (!action.operationId) return;
    setCalling(true);
    try {
      const body = { ...(action.body ?? {}), ...(answers ?? {}) };
      let answer: unknown;
      // An operation that takes an Idempotency-Key (a webhook test) gets a new one per call: each click is one attempt.
      for (const row of rows.length ? rows : [{}]) {
        answer = await api.dataNamed(action.operationId, { ...actionValues('params' in action ? action : {}, row, route), 'Idempotency-Key': globalThis.crypto.randomUUID() }, body);
      }
      // The done message's {fields} come from the answer (the server's own sentence), else from the row or the route.
      const answered = typeof answer === 'object' && answer !== null ? answer : {};
      if ('toPanel' in action && action.toPanel) toPanel?.({ operationId: action.operationId, row: rows[0] ?? {}, answer });
      if (action.done) toast.success(actionText(action.done, { ...route, ...rows[0], ...answered }));
      setPending(undefined);
      reload();
      keepFocusInScreen();
    } catch (error) {
      toast.error(failureMessage(error));
    } finally {
      setCalling(false);
    }
  }

  function start(action: TableAction, rows: readonly object[]): void {
    const target = action.screen === undefined ? undefined : layout.screens.find((s) => s.id === action.screen);
    // A screen a row opens comes Back to this page, search and sort.
    if (target) navigate(screenAddress(target.route, action, rows[0] ?? {}), { state: { back: `${location.pathname}${location.search}` } });
    else if ('machine' in action && action.machine === 'impersonation') impersonation.loginAs(Number(actionValues(action, rows[0] ?? {}, route).user_id));
    else if ('view' in action && action.view) setPending({ step: 'view', action, rows });
    else if ('confirm' in action && action.confirm) setPending({ step: 'confirm', action, rows });
    else if (hasForm(action)) setPending({ step: 'form', action, rows });
    else void call(action, rows);
  }

  function proceed(answers?: object): void {
    if (!pending) return;
    if (pending.step === 'confirm' && hasForm(pending.action)) setPending({ ...pending, step: 'form' });
    else void call(pending.action, pending.rows, answers);
  }

  return { pending, busy, start, proceed, cancel: () => setPending(undefined), reload };
}
