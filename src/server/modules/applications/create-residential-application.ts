import { messages } from '../../../engine/messages/catalogue';
import { tenantHandler } from '../../openapi/operation-types';
import { applyAsProspect } from './store-application';

/** POST /applications/residential-application: a prospect (or a customer) applies for a new residential account. */
export const createResidentialApplication = tenantHandler<'createResidentialApplication'>((context) =>
  applyAsProspect(context, {
    shown: context.tenant.config.settings.show_account_application,
    what: 'AccountApplication',
    rules: 'residential',
    type: 'account_application',
    title: 'residential',
    message: messages.accountApplicationReceived,
  }),
);
