import { applicationProblems } from '../../../engine/applications/application-rules';
import { messages } from '../../../engine/messages/catalogue';
import { requireCaller } from '../../auth/caller';
import { tenantHandler } from '../../openapi/operation-types';
import { refuseProblems, refuseWhenHidden, storeApplication } from './store-application';

/**
 * POST /applications/apply-for-account: a signed-in user asks for another account to be opened
 * and linked to their login. Who asks is the session's user, never a field of the body; a
 * business name only belongs to a business account.
 */
export const createAccountRequest = tenantHandler<'createAccountRequest'>(async (context) => {
  const { tenant, body, services } = context;
  const user = requireCaller(context.caller);
  refuseWhenHidden(tenant.config.settings.show_account_application, 'AccountApplication');
  const problems = applicationProblems('apply-for-account', body, services.now());
  if (body.account_type === 'business_account' && !body.business_name?.trim()) problems.push({ path: 'business_name', message: messages.valueMissing });
  refuseProblems(problems);
  await storeApplication(context, { type: 'account_application', title: 'additional_account', body, applicant: { name: user.displayName, email: user.email } });
  return { message: messages.accountRequestReceived };
});
