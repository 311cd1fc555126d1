import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { guestPaymentMachine } from '../../src/machines/guest-payment.machine';
import { paymentMachine } from '../../src/machines/payment.machine';
import { billingStart } from '../../src/machines/payment-details';

const fees = { cc_convenience_fee_percent: 0, new_card_fee: 0 };

describe("a new card's billing address (issue 22, item 11)", () => {
  it("starts as the account's billing address, else empty in the tenant's country", () => {
    expect(billingStart('US')).toEqual({ country: 'US' });
    expect(billingStart('KY', { street1: '', city: 'George Town' })).toEqual({ country: 'KY' });
    expect(billingStart('US', { street1: '12 Elm St', street2: null, city: 'Burlington', state: 'VT', zipcode: '05401', country: '' })).toEqual({ street1: '12 Elm St', city: 'Burlington', state: 'VT', zipcode: '05401', country: 'US' });
  });

  it('is where the guest machine and the payment machine start a card, and start again after switching type', () => {
    const guest = createActor(guestPaymentMachine, { input: { allowedTypes: ['credit_card', 'bank_account'], billing: { country: 'KY' }, fees, maxAmount: 100 } }).start();
    const source = guest.getSnapshot().context.source;
    expect(source.payment_type === 'credit_card' && source.data.address).toEqual({ street1: '', city: '', state: '', zipcode: '', country: 'KY' });

    const billing = billingStart('US', { street1: '12 Elm St', city: 'Burlington', state: 'VT', zipcode: '05401', country: 'US' });
    const payment = createActor(paymentMachine, { input: { accountId: '100001', amountDue: 10, sources: [], allowedTypes: ['credit_card', 'bank_account'], billing, fees, maxAmount: 100 } }).start();
    payment.send({ type: 'CHOOSE_NEW', paymentType: 'bank_account' });
    payment.send({ type: 'CHOOSE_NEW', paymentType: 'credit_card' });
    const card = payment.getSnapshot().context.newSource;
    expect(card?.payment_type === 'credit_card' && card.data.address).toEqual({ street1: '12 Elm St', city: 'Burlington', state: 'VT', zipcode: '05401', country: 'US' });
  });
});
