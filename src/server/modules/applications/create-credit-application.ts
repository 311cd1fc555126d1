import { applicationProblems } from '../../../engine/applications/application-rules';
import { messages } from '../../../engine/messages/catalogue';
import { tenantHandler } from '../../openapi/operation-types';
import { refuseProblems, refuseWhenHidden, storeApplication } from './store-application';

/**
 * POST /applications/credit-application: a Residential Credit Application from a prospect or a
 * customer. The server checks every rule whatever the browser did; the SSN and bank account
 * number (and what else the tenant's form marks sensitive) are sealed before they are stored.
 */
export const createCreditApplication = tenantHandler<'createCreditApplication'>(async (context) => {
  const { tenant, body, services } = context;
  refuseWhenHidden(tenant.config.settings.show_credit_application, 'Credit application');
  refuseProblems(applicationProblems('credit', body, services.now()));
  const { extra, ...contents } = body;
  await storeApplication(context, {
    type: 'credit_application',
    title: 'credit_application',
    contents,
    extra,
    applicant: { name: `${body.first_name.trim()} ${body.last_name.trim()}`, email: body.email.trim() },
  });
  return { message: messages.creditApplicationReceived };
});
