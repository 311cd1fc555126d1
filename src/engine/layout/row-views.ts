/**
 * The views of one row a table's row action may open in a dialog instead of calling an
 * operation: a mail as its reader sees it, a change with its before and after, a submission with
 * its answers, a workflow item with its history and the moves its workflow allows, a fuel card
 * read afresh with its limits and products. The renderers register one component per name (typed by this list) and the layout
 * check refuses any other name.
 */
export const rowViews = ['mail', 'change', 'submission', 'workflowItem', 'fuelCard'] as const;

export type RowView = (typeof rowViews)[number];

export function isRowView(name: string): name is RowView {
  return (rowViews as readonly string[]).includes(name);
}
