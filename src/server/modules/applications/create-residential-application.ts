import { applicationProblems } from '../../../engine/applications/application-rules';
import { messages } from '../../../engine/messages/catalogue';
import { tenantHandler } from '../../openapi/operation-types';
import { refuseProblems, refuseWhenHidden, storeApplication } from './store-application';

/** POST /applications/residential-application: a prospect (or a customer) applies for a new residential account. */
export const createResidentialApplication = tenantHandler<'createResidentialApplication'>(async (context) => {
  const { tenant, body, services } = context;
  refuseWhenHidden(tenant.config.settings.show_account_application, 'Account application');
  refuseProblems(applicationProblems('residential', body, services.now()));
  const { extra, ...contents } = body;
  await storeApplication(context, {
    type: 'account_application',
    title: 'residential',
    contents,
    extra,
    applicant: { name: `${body.first_name.trim()} ${body.last_name.trim()}`, email: body.email.trim() },
  });
  return { message: messages.accountApplicationReceived };
});
