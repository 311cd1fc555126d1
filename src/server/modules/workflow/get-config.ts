import { requireCaller } from '../../auth/caller';
import { tenantHandler } from '../../openapi/operation-types';
import { assertWorksAnyQueue, tenantWorkflow } from '../../workflow/tenant-workflow';

/** GET /workflow/config: the effective workflow document, for the queue screens' filters, labels and buttons. */
export const getWorkflowConfig = tenantHandler<'getWorkflowConfig'>(async ({ caller, tenant }) => {
  assertWorksAnyQueue(requireCaller(caller));
  return tenantWorkflow(tenant);
});
