import type { ComponentType } from 'react';
import { lazyWithWords } from '../../language/lazy-with-words';
import type { Schemas } from '../../../engine/api/types';
import type { ResolvedScreen } from '../../../engine/layout';
import type { RowView } from '../../../engine/layout/row-views';
import type { Submission } from '../../submission/SubmissionDialog';

/** A view of one row in a dialog, open while the screen holds the row. */
export interface RowViewProps {
  row: object;
  /** The table's screen (a workflow item's queue is the one its load lists). */
  screen: ResolvedScreen;
  onHide: () => void;
  /** The row changed from the view (a workflow item moved): the table reads its page again. */
  onChanged: () => void;
}

/*
 * One component per row view the layout may name (engine/layout/row-views), each loaded when a
 * row is first opened with it: the change view carries a JSON differ the list itself never needs.
 */
const MailView = lazyWithWords(async () => {
  const { MailDialog } = await import('./MailDialog');
  return { default: ({ row, onHide }: RowViewProps) => <MailDialog mail={row as Schemas['OutboxMessage']} onHide={onHide} /> };
});
const ChangeView = lazyWithWords(async () => {
  const { ChangeDialog } = await import('./ChangeDialog');
  return { default: ({ row, onHide }: RowViewProps) => <ChangeDialog change={row as Schemas['ChangeEntry']} onHide={onHide} /> };
});
const SubmissionView = lazyWithWords(async () => {
  const { SubmissionDialog } = await import('../../submission/SubmissionDialog');
  return { default: ({ row, onHide }: RowViewProps) => <SubmissionDialog item={row as Submission} onHide={onHide} /> };
});

const WorkflowItemView = lazyWithWords(() => import('./WorkflowItemView'));
const FuelCardView = lazyWithWords(async () => {
  const { FuelCardDialog } = await import('./FuelCardDialog');
  return { default: ({ row, onHide }: RowViewProps) => <FuelCardDialog card={row as Schemas['FuelCard']} onHide={onHide} /> };
});

export const rowViewRenderers: Readonly<Record<RowView, ComponentType<RowViewProps>>> = {
  mail: MailView,
  change: ChangeView,
  submission: SubmissionView,
  workflowItem: WorkflowItemView,
  fuelCard: FuelCardView,
};
