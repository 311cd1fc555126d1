import type { WorkflowItemType } from './workflow-config';

/** The item type each queue's list operation reads, so a queue screen knows which workflow it works. */
const QUEUES: Readonly<Record<string, WorkflowItemType>> = {
  listInquiries: 'inquiry',
  listAccountApplications: 'account_application',
  listCreditApplications: 'credit_application',
  listFuelOrders: 'fuel_order',
  listTankRequests: 'tank_request',
  listProgramEnrolments: 'program_enrolment',
};

/** The item type of a queue screen that loads with `operationId`, or undefined for any other operation. */
export const queueItemType = (operationId: string | undefined): WorkflowItemType | undefined =>
  operationId !== undefined && Object.hasOwn(QUEUES, operationId) ? QUEUES[operationId] : undefined;
