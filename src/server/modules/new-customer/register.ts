import { messages } from '../../../engine/messages/catalogue';
import { hashPassword } from '../../auth/passwords';
import { registrationAttemptMail } from '../../mail/templates/registration-attempt';
import { paymentProblems } from '../../payments/payment-problems';
import { outsideStepsHandler } from '../../openapi/operation-types';
import { cardDetailsOf } from '../../payments/payment-data';
import type { Declined, Tokenised } from '../../payments/gateway';
import { normalizeEmail } from '../../auth/identity-messages';
import { sealSignupPlan, signupPlan, type SealedSignupPlan } from './register-plan';
import { storeSignup } from './store-signup';
import { assertSignupValid } from './signup-checks';

/**
 * POST /new-customer/register: every rule checked, the card tokenised outside any transaction,
 * then the user, the account application, the first order and the payment source stored in one
 * transaction (store-signup.ts). An email that already has a login gets the same answer, and its
 * owner a mail (enumeration: the answer must not tell who has a login). The Idempotency-Key makes a double submit one customer.
 */
export const registerNewCustomer = outsideStepsHandler<'registerNewCustomer', SealedSignupPlan, Tokenised | Declined | null>({
  async prepare({ body, tenant, services, form }) {
    assertSignupValid(tenant, body, services.now());
    const email = normalizeEmail(body.registration_info.email);
    // A known address is not refused here: it goes the whole way a new one goes (its card
    // tokenised, a decline the same 402), so no answer tells a stranger who has a login.
    const plan = signupPlan(tenant, body, email, await hashPassword(body.registration_info.password), form);
    // Answers the tenant's signup form marks sensitive are sealed now: the plan kept with the
    // Idempotency-Key and the items only ever hold the mask and the ciphertext.
    return { plan: sealSignupPlan(services, tenant.id, form, plan) };
  },

  async call({ tenant, services, body, outsideKey }) {
    if (body.payment.payment_type !== 'credit_card') return null;
    return services.gateways.for(tenant).tokeniseCard(tenant.id, cardDetailsOf(body.payment.data), `${outsideKey}:token`);
  },

  async complete(ctx, plan, outcome) {
    // A decline is one answer whatever its reason (no card testing through signup); nothing is created.
    if (outcome && !outcome.ok) throw paymentProblems.declinedForVisitor(outcome);
    if ((await storeSignup(ctx, plan, outcome)) === 'known') {
      // The address has a login: its owner hears of the attempt, the caller reads what a new address reads.
      await ctx.services.mailer.queue(ctx.db, ctx.tenant, registrationAttemptMail(ctx.tenant, ctx.services.publicBaseUrl(ctx.tenant), plan.email, 'signup'));
    }
    return { message: messages.newCustomerCreated };
  },
});
