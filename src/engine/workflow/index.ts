export { defaultWorkflow } from './default-workflow';
export {
  APPROVED_STATUS,
  WORKFLOW_ITEM_TYPES,
  isWorkflowItemType,
  mayMove,
  nextStatuses,
  statusLabel,
  workflowProblems,
  type ItemWorkflow,
  type WorkflowConfig,
  type WorkflowItemType,
} from './workflow-config';
export { queueItemType } from './queue-operations';
export { shownStatusLabel } from './shown-status';
