import { listAccountApplications, listCreditApplications, listFuelOrders, listInquiries } from './list-items';

/** The queues staff work (spec 2 §7 GET /workflow/{type}). */
export const workflowHandlers = { listInquiries, listAccountApplications, listCreditApplications, listFuelOrders };
