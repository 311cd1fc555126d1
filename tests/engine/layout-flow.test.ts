import { describe, expect, it } from 'vitest';
import { flowRules } from '../../src/engine/layout';
import { problemsOf } from './support/layout-problems';

const screen = (id: string, fields: Record<string, unknown>) => ({ screens: { [id]: fields } });
const payOnline = {
  route: '/pay-online',
  kind: 'flow',
  flow: 'payment',
  access: 'customer',
  title: 'Pay online',
  submit: 'makePayment',
  steps: {
    source: { renderer: 'savedOrNewSource' },
    save: { form: 'payment-save' },
    card: { form: 'payment-card' },
    bank: { form: 'payment-bank' },
    review: { renderer: 'paymentReview' },
    receipt: { renderer: 'paymentReceipt' },
  },
};

describe('a flow screen (the flow kind)', () => {
  it('is accepted with its flow, the flow operation and every step drawn by a form or one of its renderers', () => {
    expect(problemsOf(screen('payOnline', payOnline))).toEqual([]);
  });

  it('the built-in flows (payment, pay as guest, order fuel, the three signups) resolve', () => {
    expect(problemsOf({ screens: {} })).toEqual([]);
    expect(Object.keys(flowRules).sort()).toEqual(['fuelOrder', 'guestPayment', 'payment', 'signup']);
  });

  it('is refused without a flow, or with one the engine does not run', () => {
    const { flow: _flow, ...noFlow } = payOnline;
    expect(problemsOf(screen('payOnline', noFlow))).toEqual([{ path: '/screens/payOnline/flow', message: 'A flow screen needs a flow' }]);
    expect(problemsOf(screen('payOnline', { ...payOnline, flow: 'refund' }))).toEqual([
      { path: '/screens/payOnline/flow', message: 'Unknown flow "refund"; the flows are payment, guestPayment, fuelOrder, signup' },
    ]);
  });

  it("is refused when it submits anywhere but its flow's operation, or names a form of its own", () => {
    expect(problemsOf(screen('payOnline', { ...payOnline, submit: 'createFuelOrder', form: 'payment-card' }))).toEqual([
      { path: '/screens/payOnline/form', message: 'A flow screen names its forms in its steps' },
      { path: '/screens/payOnline/submit', message: 'The payment flow submits to makePayment' },
    ]);
    const { submit: _submit, ...noSubmit } = payOnline;
    expect(problemsOf(screen('payOnline', noSubmit)).map((p) => p.path)).toContain('/screens/payOnline/submit');
  });

  it('is refused at the step that is missing, unknown, or drawn by the wrong kind of thing', () => {
    const { bank: _bank, ...steps } = payOnline.steps;
    expect(problemsOf(screen('payOnline', { ...payOnline, steps: { ...steps, tip: { form: 'contact' } } }))).toEqual([
      { path: '/screens/payOnline/steps/bank', message: 'The payment flow needs its step "bank"' },
      { path: '/screens/payOnline/steps/tip', message: 'The payment flow has no step "tip"; its steps are source, save, card, bank, review, receipt' },
    ]);
    expect(problemsOf(screen('payOnline', { ...payOnline, steps: { ...payOnline.steps, card: { renderer: 'paymentReview' }, review: { form: 'payment-card' } } }))).toEqual([
      { path: '/screens/payOnline/steps/card', message: 'The step "card" is drawn by a form: it needs "form"' },
      { path: '/screens/payOnline/steps/card/renderer', message: 'The step "card" is drawn by a form, not a renderer' },
      { path: '/screens/payOnline/steps/review', message: 'The step "review" is drawn by a renderer: it needs "renderer" (paymentReview)' },
      { path: '/screens/payOnline/steps/review/form', message: 'The step "review" is drawn by a renderer, not a form' },
    ]);
  });

  it('is refused at a step naming a form the tenant lacks or a renderer the step does not take', () => {
    expect(problemsOf(screen('payOnline', { ...payOnline, steps: { ...payOnline.steps, card: { form: 'payment-kard' }, source: { renderer: 'guestReview' } } }))).toEqual([
      { path: '/screens/payOnline/steps/source/renderer', message: 'No renderer "guestReview" draws the step "source"; it takes savedOrNewSource' },
      { path: '/screens/payOnline/steps/card/form', message: 'Unknown form "payment-kard"' },
    ]);
  });

  it("is refused when the step whose answers the operation checks shows another form than the operation's", () => {
    expect(problemsOf(screen('newCustomer', { steps: { application: { form: 'contact' }, done: { renderer: 'signupDone' } } }))).toEqual([
      { path: '/screens/newCustomer/steps/application/form', message: 'registerNewCustomer takes the answers of form "new-customer"' },
    ]);
  });

  it('is refused with a step that is both a form and a renderer, by the layout schema', () => {
    const problems = problemsOf(screen('payOnline', { ...payOnline, steps: { ...payOnline.steps, card: { form: 'payment-card', renderer: 'paymentReview' } } }));
    expect(problems.map((p) => p.path)).toContain('/screens/payOnline/steps/card');
  });

  it("refuses a flow screen's options on a screen of another kind", () => {
    expect(problemsOf(screen('contact', { flow: 'payment', steps: {} }))).toEqual([
      { path: '/screens/contact/flow', message: 'Only a flow screen takes "flow"; this is a form screen' },
      { path: '/screens/contact/steps', message: 'Only a flow screen takes "steps"; this is a form screen' },
    ]);
  });
});
