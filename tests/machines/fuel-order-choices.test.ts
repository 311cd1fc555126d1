import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { fuelOrderMachine, type FuelOrderInput } from '../../src/machines/fuel-order.machine';
import { choiceAnswers, choiceEvents } from '../../src/machines/fuel-order-choices';

const settings: FuelOrderInput['settings'] = { fuel_order: { minimum_order_size: 100, tank_level: true, order_options: [{ id: 'prime', text: 'Prime the burner', price: 45 }] } };

function start(input: Partial<FuelOrderInput> = {}) {
  const actor = createActor(fuelOrderMachine, {
    input: { accountId: '100234', drops: [{ drop_id: 'D1', tank_size: 275 }, { drop_id: 'D2' }], settings, savedSourceIds: [], ...input },
  }).start();
  const draft = () => actor.getSnapshot().context.draft;
  // What the choices form does with an answer: the machine's events for what changed.
  const answer = (changes: Parameters<typeof choiceEvents>[1]) => choiceEvents(draft(), { ...choiceAnswers(draft()), ...changes }).forEach((event) => actor.send(event));
  return { draft, answer };
}

describe('the order choices form and the fuel-order machine', () => {
  it('draws the draft as the form’s answers', () => {
    const { draft } = start();
    expect(choiceAnswers(draft())).toEqual({ drop_id: 'D1', fill: false, gallons: '', extras: [], tank_level: '' });
  });

  it('sends one event per answer changed, none for an answer left as it was', () => {
    const { draft } = start();
    const answers = choiceAnswers(draft());
    expect(choiceEvents(draft(), answers)).toEqual([]);
    expect(choiceEvents(draft(), { ...answers, drop_id: 'D2' })).toEqual([{ type: 'SET_DROP', dropId: 'D2' }]);
    expect(choiceEvents(draft(), { ...answers, fill: true })).toEqual([{ type: 'SET_FILL', fill: true }]);
    expect(choiceEvents(draft(), { ...answers, extras: ['prime'] })).toEqual([{ type: 'SET_EXTRAS', extras: ['prime'] }]);
    // The form hands a typed number back as a number: the draft keeps the text, a cleared field is ''.
    expect(choiceEvents(draft(), { ...answers, gallons: 150, tank_level: 30 })).toEqual([
      { type: 'SET_GALLONS', gallons: '150' },
      { type: 'SET_TANK_LEVEL', tankLevel: '30' },
    ]);
    expect(choiceEvents({ ...draft(), gallons: '150' }, { ...answers, gallons: undefined })).toEqual([{ type: 'SET_GALLONS', gallons: '' }]);
  });

  it('leaves the gallons of a fill alone (the form does not show them)', () => {
    const { draft } = start();
    expect(choiceEvents({ ...draft(), fill: true, gallons: '150' }, { ...choiceAnswers(draft()), fill: true, gallons: undefined })).toEqual([]);
  });

  it('fills the machine’s draft through its events, the rules reading the same answers', () => {
    const order = start();
    order.answer({ drop_id: 'D2', gallons: 150, extras: ['prime'], tank_level: '25' });
    expect(order.draft()).toMatchObject({ dropId: 'D2', fill: false, gallons: '150', extras: ['prime'], tankLevel: '25' });
    order.answer({ fill: true });
    expect(order.draft().fill).toBe(true);
  });

  it('keeps the machine’s guards: a tank not on the account, a delivery from a fill-only supplier', () => {
    const order = start({ settings: { fuel_order: { ...settings.fuel_order, fill_only: true } } });
    order.answer({ drop_id: 'D9', fill: false });
    expect(order.draft()).toMatchObject({ dropId: 'D1', fill: true });
  });
});
