import { messages } from '../../../engine/messages/catalogue';
import { tenantHandler } from '../../openapi/operation-types';
import { applyAsProspect } from './store-application';

/**
 * POST /applications/credit-application: a Residential Credit Application from a prospect or a
 * customer. The SSN and bank account number (and what else the tenant's form marks sensitive)
 * are sealed before they are stored.
 */
export const createCreditApplication = tenantHandler<'createCreditApplication'>((context) =>
  applyAsProspect(context, {
    shown: context.tenant.config.settings.show_credit_application,
    what: 'CreditApplication',
    rules: 'credit',
    type: 'credit_application',
    title: 'credit_application',
    message: messages.creditApplicationReceived,
  }),
);
