import { eq } from 'drizzle-orm';
import { messages } from '../../../engine/messages/catalogue';
import { hashPassword } from '../../auth/passwords';
import { users } from '../../db/schema';
import { HttpProblem } from '../../http/problem';
import { outsideStepsHandler } from '../../openapi/operation-types';
import { cardDetailsOf } from '../../payments/payment-data';
import type { Declined, Tokenised } from '../../payments/gateway';
import { normalizeEmail } from '../identity/messages';
import { sealSignupPlan, signupPlan, type SealedSignupPlan } from './register-plan';
import { storeSignup } from './store-signup';
import { assertSignupValid, emailAlreadyRegistered } from './signup-checks';

/**
 * POST /new-customer/register: every rule checked, the card tokenised outside any transaction,
 * then the user, the account application, the first order and the payment source stored in one
 * transaction (store-signup.ts). The Idempotency-Key makes a double submit one customer.
 */
export const registerNewCustomer = outsideStepsHandler<'registerNewCustomer', SealedSignupPlan, Tokenised | Declined | null>({
  async prepare({ body, db, tenant, services, form }) {
    assertSignupValid(tenant, body, services.now());
    const email = normalizeEmail(body.registration_info.email);
    // Checked before the card is tokenised: a known address is answered at once, with nothing sent to the gateway.
    const [taken] = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
    if (taken) throw emailAlreadyRegistered();
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
    // A decline is the prospect's to read (the gateway's words, its code as ours); nothing is created.
    if (outcome && !outcome.ok) throw new HttpProblem(402, outcome.code.toUpperCase(), outcome.message);
    await storeSignup(ctx, plan, outcome);
    return { message: messages.newCustomerCreated };
  },
});
