import { SimulatedClock, createActor, fromPromise, waitFor } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { fuelOrderMachine, type FuelOrderCreated, type FuelOrderInput, type FuelOrderPrice, type FuelOrderRequest } from '../../src/machines/fuel-order.machine';
import { TODAY, validCard } from './support/payment';

const priced: FuelOrderPrice = {
  total_price: 581.4,
  breakdown: { fill: false, unit_price: 3.5, gallons: 150, fuel: 525, extras: [{ id: 'prime', text: 'Prime the burner', price: 45 }], delivery_fee: 0, tax: 11.4, total_price: 581.4 },
};
const created: FuelOrderCreated = { message: 'Order created successfully!', request_id: 7, total_price: 581.4 };

const demoSettings: FuelOrderInput['settings'] = {
  fuel_order: { minimum_order_size: 100, tank_level: true, order_options: [{ id: 'prime', text: 'Prime the burner', price: 45 }], payment_methods: {} },
};

function start(options: { input?: Partial<FuelOrderInput>; price?: () => Promise<FuelOrderPrice>; submit?: () => Promise<FuelOrderCreated> } = {}) {
  const clock = new SimulatedClock();
  clock.set(TODAY);
  let keys = 0;
  const priceOrder = vi.fn<(body: FuelOrderRequest) => Promise<FuelOrderPrice>>(options.price ?? (async () => priced));
  const submitOrder = vi.fn<(body: FuelOrderRequest, key: string) => Promise<FuelOrderCreated>>(options.submit ?? (async () => created));
  const recordSuccess = vi.fn();
  const machine = fuelOrderMachine.provide({
    actions: { recordSuccess },
    actors: {
      priceOrder: fromPromise<FuelOrderPrice, { body: FuelOrderRequest }>(({ input }) => priceOrder(input.body)),
      submitOrder: fromPromise<FuelOrderCreated, { body: FuelOrderRequest; idempotencyKey: string }>(({ input }) => submitOrder(input.body, input.idempotencyKey)),
    },
  });
  const input: FuelOrderInput = {
    accountId: '100234',
    drops: [{ drop_id: 'D1', tank_size: 275 }, { drop_id: 'D2', tank_size: null }],
    settings: demoSettings,
    savedSourceIds: [11],
    clock,
    newIdempotencyKey: () => `key-${++keys}`,
    ...options.input,
  };
  const actor = createActor(machine, { clock, input }).start();
  return { actor, state: () => actor.getSnapshot(), priceOrder, submitOrder, recordSuccess };
}

/** 150 gallons with the prime extra, tank at 25%. */
function choose150({ actor }: ReturnType<typeof start>) {
  actor.send({ type: 'SET_GALLONS', gallons: '150' });
  actor.send({ type: 'SET_EXTRAS', extras: ['prime'] });
  actor.send({ type: 'SET_TANK_LEVEL', tankLevel: '25' });
}

describe('fuel order: choosing', () => {
  it('starts on the first drop (or the one asked for), a delivery, with the card on file proposed', () => {
    expect(start().state().context.draft).toMatchObject({ dropId: 'D1', fill: false, payment: 'card_on_file', paymentId: 11 });
    expect(start({ input: { dropId: 'D2' } }).state().context.draft.dropId).toBe('D2');
    expect(start({ input: { dropId: 'nope' } }).state().context.draft.dropId).toBe('D1');
  });

  it('proposes no payment where the tenant hides the payment choices, and prices without one', () => {
    const order = start({ input: { settings: { fuel_order: { ...demoSettings.fuel_order, show_fuel_order_payment_method: false } } } });
    expect(order.state().context.draft.payment).toBeUndefined();
    choose150(order);
    expect(order.state().can({ type: 'PRICE' })).toBe(true);
  });

  it('will not price until the gallons meet the rules', () => {
    const order = start();
    order.actor.send({ type: 'SET_TANK_LEVEL', tankLevel: '25' });
    for (const gallons of ['', 'ten', '99', '276']) {
      order.actor.send({ type: 'SET_GALLONS', gallons });
      expect(order.state().can({ type: 'PRICE' })).toBe(false);
    }
    order.actor.send({ type: 'SET_GALLONS', gallons: '150' });
    expect(order.state().can({ type: 'PRICE' })).toBe(true);
  });

  it('forces fill on a fill-only tenant: a delivery cannot be chosen, and gallons are not asked', () => {
    const order = start({ input: { settings: { fuel_order_fill_only: true, fuel_order: { payment_methods: {} } } } });
    expect(order.state().context.draft.fill).toBe(true);
    expect(order.state().can({ type: 'SET_FILL', fill: false })).toBe(false);
    expect(order.state().can({ type: 'PRICE' })).toBe(true);
  });

  it('clears card data when switching away from a new payment method', () => {
    const order = start();
    order.actor.send({ type: 'UPDATE_NEW_SOURCE', source: { payment_type: 'credit_card', data: validCard(), save: false } });
    expect(order.state().context.draft.payment).toBe('new_payment_method');
    order.actor.send({ type: 'CHOOSE_PAYMENT', choice: 'meet_the_driver' });
    expect(order.state().context.draft.newSource).toBeUndefined();
    expect(JSON.stringify(order.state().context)).not.toContain('4111');
    order.actor.send({ type: 'CHOOSE_NEW_TYPE', paymentType: 'credit_card' });
    expect(order.state().context.draft.newSource).toMatchObject({ data: { card: { cc_number: '' } } });
  });

  it('asks the location text for leave payment, and refuses a choice the tenant does not offer', () => {
    const order = start({ input: { settings: { ...demoSettings, fuel_order: { ...demoSettings.fuel_order, payment_methods: { meet_the_driver: false } } } } });
    choose150(order);
    order.actor.send({ type: 'CHOOSE_PAYMENT', choice: 'leave_payment' });
    expect(order.state().can({ type: 'PRICE' })).toBe(false);
    order.actor.send({ type: 'SET_LOCATION', location: 'Mailbox' });
    expect(order.state().can({ type: 'PRICE' })).toBe(true);
    order.actor.send({ type: 'CHOOSE_PAYMENT', choice: 'meet_the_driver' });
    expect(order.state().can({ type: 'PRICE' })).toBe(false);
  });
});

describe('fuel order: price, review, submit', () => {
  it('prices without the payment, shows the server price on review, then submits once with one key and raises the flag', async () => {
    const order = start();
    choose150(order);
    order.actor.send({ type: 'PRICE' });
    await waitFor(order.actor, (s) => s.matches('review'));
    expect(order.priceOrder.mock.calls[0][0].item_contents).toEqual({ account_id: '100234', drop_id: 'D1', fill: false, gallons: '150', extras: ['prime'], tank_level: '25', special_instructions: '' });
    expect(order.state().context.price?.total_price).toBe(581.4);
    order.actor.send({ type: 'CONFIRM' });
    order.actor.send({ type: 'CONFIRM' });
    await waitFor(order.actor, (s) => s.matches('done'));
    expect(order.submitOrder).toHaveBeenCalledTimes(1);
    expect(order.submitOrder.mock.calls[0][1]).toBe('key-1');
    expect(order.submitOrder.mock.calls[0][0].item_contents.payment).toEqual({ payment_type: 'credit_card', payment_id: 11 });
    expect(order.recordSuccess).toHaveBeenCalledWith(expect.anything(), { accountId: '100234' });
    expect(order.state().context.result?.message).toBe('Order created successfully!');
  });

  it('goes back to choosing with the words of a failed price', async () => {
    const order = start({ price: async () => Promise.reject(new Error('Minimum value 100')) });
    choose150(order);
    order.actor.send({ type: 'PRICE' });
    await waitFor(order.actor, (s) => s.matches('choosing') && s.context.failure !== undefined);
    expect(order.state().context.failure).toBe('Minimum value 100');
  });

  it('fails with the server words and retries with the same key (the first request may have created the order)', async () => {
    let calls = 0;
    const order = start({ submit: async () => (++calls === 1 ? Promise.reject(new Error('(503) The payment service did not answer.')) : created) });
    order.actor.send({ type: 'SET_FILL', fill: true });
    order.actor.send({ type: 'SET_TANK_LEVEL', tankLevel: '10' });
    order.actor.send({ type: 'CHOOSE_PAYMENT', choice: 'meet_the_driver' });
    order.actor.send({ type: 'PRICE' });
    await waitFor(order.actor, (s) => s.matches('review'));
    order.actor.send({ type: 'CONFIRM' });
    await waitFor(order.actor, (s) => s.matches('failed'));
    expect(order.state().context.failure).toBe('(503) The payment service did not answer.');
    order.actor.send({ type: 'RETRY' });
    await waitFor(order.actor, (s) => s.matches('done'));
    expect(order.submitOrder.mock.calls.map((c) => c[1])).toEqual(['key-1', 'key-1']);
    expect(order.submitOrder.mock.calls[0][0].item_contents).toMatchObject({ fill: true, gallons: null, payment: { payment_type: 'meet_the_driver' } });
  });
});
