import type { components } from '../../../openapi/generated/tenant-api';
import { jsonPointer, type JsonProblem } from '../validation/json-problems';
import { WORKFLOW_ITEM_TYPES, type WorkflowItemType } from '../../../schemas/generated/enums';

/** The tenant's workflow document (schemas/entities/workflow-config.schema.json). */
export type WorkflowConfig = components['schemas']['WorkflowConfig'];
export type ItemWorkflow = NonNullable<WorkflowConfig[keyof WorkflowConfig]>;
/** The item types a workflow document describes (access requests keep their own approve/reject flow). */
export { WORKFLOW_ITEM_TYPES, type WorkflowItemType };

/** The status of a tank request that applies it to the tank's plan, and of an enrolment that makes it the account's program (issue 26): a tenant's workflow may relabel it, never drop it. */
export const APPROVED_STATUS = 'approved';
/** What approving each such item type does, as a workflow document without the status is told. */
const APPLIED_WHEN_APPROVED: Partial<Record<WorkflowItemType, string>> = {
  tank_request: `tank requests need the status "${APPROVED_STATUS}": approving a request is what applies it to the tank`,
  program_enrolment: `program enrolments need the status "${APPROVED_STATUS}": approving an enrolment is what makes it the account's plan`,
};

export const isWorkflowItemType = (value: string): value is WorkflowItemType => (WORKFLOW_ITEM_TYPES as readonly string[]).includes(value);

/**
 * What a JSON Schema cannot say of a workflow document: every status it names (initial, final, a
 * transition's source or target) must be one of the item type's statuses, statuses are named
 * once, a final status leads nowhere, and tank requests keep the status that applies them. Each problem sits at the JSON pointer of the offending
 * value, as the config API and the editor show it.
 *
 * A transition list under a status the document does not have is accepted when it is empty:
 * documents merge key by key over the built-in one, so an empty list is how an override that
 * drops a built-in status also drops the moves out of it.
 */
export function workflowProblems(config: WorkflowConfig): JsonProblem[] {
  const problems: JsonProblem[] = [];
  for (const type of WORKFLOW_ITEM_TYPES) {
    const flow = config[type];
    if (!flow) continue;
    const ids = new Set<string>();
    flow.statuses.forEach((status, index) => {
      if (ids.has(status.id)) problems.push({ path: jsonPointer(type, 'statuses', index, 'id'), message: `status "${status.id}" is listed twice` });
      ids.add(status.id);
    });
    const unknown = (id: string, ...path: (string | number)[]) => {
      if (!ids.has(id)) problems.push({ path: jsonPointer(type, ...path), message: `"${id}" is not one of the statuses of ${type}` });
    };
    const applied = APPLIED_WHEN_APPROVED[type];
    if (applied && !ids.has(APPROVED_STATUS)) problems.push({ path: jsonPointer(type, 'statuses'), message: applied });
    unknown(flow.initial, 'initial');
    flow.final.forEach((id, index) => unknown(id, 'final', index));
    for (const [from, targets] of Object.entries(flow.transitions)) {
      if (!ids.has(from)) {
        if (targets.length) problems.push({ path: jsonPointer(type, 'transitions', from), message: `"${from}" is not one of the statuses of ${type}` });
        continue;
      }
      targets.forEach((to, index) => unknown(to, 'transitions', from, index));
      if (targets.length && flow.final.includes(from)) problems.push({ path: jsonPointer(type, 'transitions', from), message: `"${from}" is a final status: nothing moves out of it` });
    }
  }
  return problems;
}

/** The statuses an item of this workflow may move to from `status` (none from a final or unknown one). */
export function nextStatuses(flow: ItemWorkflow, status: string): string[] {
  // Own keys only: a status named like an Object.prototype member ("constructor") has no moves.
  if (flow.final.includes(status) || !Object.hasOwn(flow.transitions, status)) return [];
  return [...flow.transitions[status]];
}

/** Whether the workflow allows moving an item from `from` to `to`. */
export const mayMove = (flow: ItemWorkflow, from: string, to: string): boolean => nextStatuses(flow, from).includes(to);

/** A status as staff read it: its label, or the id itself when the workflow no longer names it (an item older than a change). */
export function statusLabel(flow: ItemWorkflow | undefined, status: string): string {
  return flow?.statuses.find((s) => s.id === status)?.label ?? status;
}
