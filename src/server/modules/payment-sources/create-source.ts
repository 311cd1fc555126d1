import { messages } from '../../../engine/messages/catalogue';
import { requireCaller } from '../../auth/caller';
import { HttpProblem } from '../../http/problem';
import { outsideStepsHandler } from '../../openapi/operation-types';
import { assertNewSourceValid, bankDetailsOf, cardDetailsOf } from '../../payments/payment-data';
import type { Declined, Tokenised } from '../../payments/gateway';
import { viewOf } from '../../payments/sources/source-view';
import { sourcePlanOf, storeTokenisedSource, type SourcePlan } from '../../payments/sources/store-source';
import { problemMessages } from '../../../engine/messages/problems';

/** Saves a card or bank account: checked by the spec's rules, tokenised by the gateway, stored masked. */
export const createPaymentSource = outsideStepsHandler<'createPaymentSource', SourcePlan, Tokenised | Declined>({
  async prepare({ caller, body, tenant, services }) {
    const who = requireCaller(caller);
    if (tenant.config.settings.payments?.stored_payment_sources === false) {
      throw new HttpProblem(403, 'STORED_SOURCES_DISABLED', problemMessages.storedSourcesDisabled);
    }
    assertNewSourceValid(tenant, body, services.now());
    return { plan: sourcePlanOf(who.userId, body, { name: body.name, description: body.description ?? '', makeDefault: body.make_default === true }) };
  },

  call({ tenant, services, body, outsideKey }) {
    const gateway = services.gateways.for(tenant);
    const key = `${outsideKey}:token`;
    return body.payment_type === 'credit_card'
      ? gateway.tokeniseCard(tenant.id, cardDetailsOf(body.data), key)
      : gateway.tokeniseBankAccount(tenant.id, bankDetailsOf(body.data), key);
  },

  async complete({ db, tenant, services }, plan, outcome) {
    // A decline is the customer's to read: the gateway's words, its code as ours; nothing is saved.
    if (!outcome.ok) throw new HttpProblem(402, outcome.code.toUpperCase(), outcome.message);
    const row = await storeTokenisedSource({ db, tenant, services }, plan, outcome);
    return { message: messages.addedSuccessfully, data: await viewOf(db, row, services.now()) };
  },
});
