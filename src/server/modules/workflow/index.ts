import { advanceWorkflowItem } from './advance-item';
import { getWorkflowConfig } from './get-config';
import { getWorkflowHistory } from './item-history';
import { listAccountApplications, listCreditApplications, listFuelOrders, listInquiries } from './list-items';

/** The queues staff work (spec 2 §7 GET /workflow/{type}), the tenant's workflow and the moves through it. */
export const workflowHandlers = { listInquiries, listAccountApplications, listCreditApplications, listFuelOrders, getWorkflowConfig, advanceWorkflowItem, getWorkflowHistory };
