import { listWebhookDeliveries, resendFailedWebhookDeliveries, resendWebhookDelivery } from './deliveries';
import { createWebhookEndpoint, deleteWebhookEndpoint, listWebhookEndpoints, updateWebhookEndpoint } from './manage-endpoints';
import { rotateWebhookSecret } from './rotate-secret';
import { sendWebhookTest } from './send-test';

/** Webhook endpoints of the tenant (Admins, or API keys with webhooks:manage), their secrets, tests and delivery logs. */
export const webhooksHandlers = {
  listWebhookEndpoints,
  createWebhookEndpoint,
  updateWebhookEndpoint,
  deleteWebhookEndpoint,
  rotateWebhookSecret,
  sendWebhookTest,
  listWebhookDeliveries,
  resendWebhookDelivery,
  resendFailedWebhookDeliveries,
};
