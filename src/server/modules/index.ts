import type { OperationHandlers } from '../openapi/operation-types';
import { findAccounts } from './accounts/find';
import { getAccountsForUser } from './accounts/for-user';
import { getAccount } from './accounts/get-account';
import { updateAccount } from './accounts/update-account';
import { configHandlers } from './config';
import { createInquiry } from './contact/create-inquiry';
import { fuelCardsHandlers } from './fuel-cards';
import { identityHandlers } from './identity';
import { login } from './session/login';
import { logout } from './session/logout';
import { getLayout } from './settings/get-layout';
import { getSettings } from './settings/get-settings';
import { updateSettings } from './settings/update-settings';
import { paymentsHandlers } from './payments';
import { paymentSourcesHandlers } from './payment-sources';
import { recordsHandlers } from './records';
import { usersHandlers } from './users';
import { workflowHandlers } from './workflow';
import { addressHandlers } from './address';
import { newCustomerHandlers } from './new-customer';
import { ordersHandlers } from './orders';
import { applicationsHandlers } from './applications';
import { notificationsHandlers } from './notifications';
import { referenceListsHandlers } from './reference-lists';
import { cachesHandlers } from './caches';
import { auditHandlers } from './audit';
import { assetsHandlers } from './assets';
import { integrationsHandlers } from './integrations';
import { eventsHandlers } from './events';
import { importsHandlers } from './imports';
import { webhooksHandlers } from './webhooks';

/** Every operation of the OpenAPI document (openapi/paths/*.yaml), by operationId. */
export const handlers: OperationHandlers = {
  getSettings,
  updateSettings,
  getLayout,
  login,
  logout,
  getAccountsForUser,
  findAccounts,
  getAccount,
  updateAccount,
  createInquiry,
  ...recordsHandlers,
  ...fuelCardsHandlers,
  ...identityHandlers,
  ...usersHandlers,
  ...configHandlers,
  ...workflowHandlers,
  ...paymentsHandlers,
  ...paymentSourcesHandlers,
  ...newCustomerHandlers,
  ...addressHandlers,
  ...ordersHandlers,
  ...applicationsHandlers,
  ...notificationsHandlers,
  ...referenceListsHandlers,
  ...cachesHandlers,
  ...auditHandlers,
  ...assetsHandlers,
  ...integrationsHandlers,
  ...eventsHandlers,
  ...importsHandlers,
  ...webhooksHandlers,
};
