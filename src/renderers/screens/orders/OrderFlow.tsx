import { useEffect, useMemo, useRef, useState } from 'react';
import type { Account } from '../../../engine/api/types';
import type { ResolvedScreen } from '../../../engine/layout';
import { stepRenderer } from '../../flow/flow-steps';
import { formPayload } from '../../../engine/forms';
import { dropsOf, orderChoicesStep } from '../../../engine/orders/order-choices';
import { paymentShown } from '../../../engine/orders/order-payment';
import { draftPaymentProblem, draftProblems, type PaymentType } from '../../../machines/fuel-order.machine';
import { choiceAnswers, choiceEvents } from '../../../machines/fuel-order-choices';
import { SchemaForm } from '../../schema-form/SchemaForm';
import type { ScreenForm } from '../../schema-form/use-screen-form';
import { Loading } from '../../shell/Loading';
import type { PaymentSource } from '../../payment-sources/use-payment-sources';
import { OrderPayment } from './OrderPayment';
import { OrderReview } from './OrderReview';
import type { TankPrice } from './TankPrices';
import { useTenant } from '../../tenant/tenant-context';
import { useFuelOrderMachine } from './use-fuel-order-machine';
import { useStepFocus } from '../../frame/use-step-focus';
import { focusWhenReady } from '../../frame/focus-when-ready';
import { focusFirstShownProblem } from '../../frame/focus-first-shown-problem';
import { orderScreenMessages as t } from '../../../engine/messages/order-screens';

interface Props {
  screen: ResolvedScreen;
  account: Account;
  sources: readonly PaymentSource[];
  /** The form of the order's choices (tank, deliver or fill, gallons, extras, tank level), its tanks and extras listed. */
  choicesForm: ScreenForm;
  form: ScreenForm;
  paymentForms: Record<PaymentType, ScreenForm>;
  dropId?: string;
  /** What each tank pays today (the posted price, or its fixed one): the price under the tank's drop-down, as the server charges it. */
  tankPrices?: readonly TankPrice[];
  onAgain: () => void;
}

/** One order, drawn from the machine's state: choose → (price) → review → (submit) → done | failed. */
export function OrderFlow({ screen, account, sources, choicesForm, form, paymentForms, dropId, tankPrices, onAgain }: Props) {
  const Payment = stepRenderer(screen, 'fuelOrder', 'payment', { orderPayment: OrderPayment });
  const Review = stepRenderer(screen, 'fuelOrder', 'review', { orderReview: OrderReview });
  const usable = sources.filter((s) => !s.is_expired).map((s) => s.payment_id);
  const [state, send, actor] = useFuelOrderMachine(account, usable, dropId);
  const [attempted, setAttempted] = useState(false);
  const [answers, setAnswers] = useState<object>({});
  // How many times the order's own rules refused a review: each moves focus to the first problem shown.
  const [refusals, setRefusals] = useState(0);
  const choosing = useRef<HTMLDivElement>(null);
  const failure = useRef<HTMLParagraphElement>(null);
  const { context } = state;
  const { draft } = context;
  const { show_pricing } = useTenant().settings;
  const choices = useMemo(() => {
    const chosen = dropsOf(account).find((d) => d.drop.drop_id === draft.dropId)?.drop;
    const applies = tankPrices?.find((tank) => tank.tank_id === chosen?.drop_id)?.price;
    const drop = chosen && applies != null ? { ...chosen, price: applies } : chosen;
    return orderChoicesStep(choicesForm, { fill: draft.fill, drop, settings: { ...context.settings, show_pricing } });
  }, [choicesForm, account, draft.fill, draft.dropId, context.settings, show_pricing, tankPrices]);
  // The order's rules, shown at their fields once left or once the customer tried to go on (the form tracks which).
  const problems = draftProblems(context)
    .filter((p) => Object.hasOwn(choices.schema.properties, p.field))
    .map((p) => ({ path: p.field, message: p.message }));
  const paymentProblem = attempted ? draftPaymentProblem(context) : null;

  // The form document holds special instructions and the tenant's added fields; its submit asks the server's price.
  const review = (data: object) => {
    const payload = formPayload(form, data) as { special_instructions?: string; extra?: Record<string, unknown> };
    actor.send({ type: 'SET_INSTRUCTIONS', text: payload.special_instructions ?? '', extra: payload.extra ?? {} });
    setAttempted(true);
    actor.send({ type: 'PRICE' });
    // The machine kept its choices: the order's rules refused it, and their problems are about to show.
    if (actor.getSnapshot().matches('choosing')) setRefusals((n) => n + 1);
  };

  // Pricing leads to the review: focus moves to the heading once, when the choices go.
  useStepFocus(state.matches('pricing') || state.matches('submitting') ? 'review' : JSON.stringify(state.value));
  // A refused review leaves focus at the problem (issue 24), not on Review Order nor the heading:
  // the first field whose message shows, or the payment's problem of no one field. A problem's
  // message may come a render later (the form's chunk): wait for it, unless the user moved on.
  useEffect(() => {
    const root = choosing.current;
    if (refusals === 0 || !root) return;
    const from = document.activeElement;
    return focusWhenReady(root, () => (document.activeElement !== from && document.activeElement !== document.body) || focusFirstShownProblem(root));
  }, [refusals]);
  // The server refused the price or the order: its words, announced, take focus (after the step's
  // heading took it) — on leaving the call only, not when Edit order goes back to the choices.
  const waiting = state.matches('pricing') || state.matches('submitting');
  const waited = useRef(false);
  useEffect(() => {
    if (waiting) waited.current = true;
    else if (waited.current) {
      waited.current = false;
      if (context.failure) failure.current?.focus();
    }
  }, [waiting, context.failure]);

  if (state.matches('pricing')) return <Loading label={t.pricing} />;
  if (state.matches('review') || state.matches('submitting')) {
    return <Review context={context} busy={state.matches('submitting')} onBack={() => send({ type: 'BACK' })} onConfirm={() => send({ type: 'CONFIRM' })} />;
  }
  if (state.matches('done')) {
    return (
      <div className="order-done">
        <p className="form-answer" role="status">
          <i className="pi pi-check-circle" aria-hidden="true" /> {context.result?.message}
        </p>
        <button type="button" className="p-button p-button-text" onClick={onAgain}>
          {t.placeAnotherOrder}
        </button>
      </div>
    );
  }
  if (state.matches('failed')) {
    return (
      <div className="order-failed">
        <p className="form-problem" role="alert" ref={failure} tabIndex={-1}>
          {context.failure}
        </p>
        <button type="button" className="p-button" onClick={() => send({ type: 'RETRY' })}>
          {t.retry}
        </button>
        <button type="button" className="p-button p-button-text" onClick={() => send({ type: 'EDIT' })}>
          {t.editOrder}
        </button>
      </div>
    );
  }
  return (
    <div className="order-choose" ref={choosing}>
      {context.failure && (
        <p className="form-problem" role="alert" ref={failure} tabIndex={-1}>
          {context.failure}
        </p>
      )}
      <SchemaForm
        form={choices}
        formData={choiceAnswers(draft)}
        onChange={(next) => choiceEvents(draft, next).forEach(send)}
        onSubmit={() => setAttempted(true)}
        idPrefix="choice"
        problems={problems}
        part={{ attempted }}
      />
      {paymentShown(context.settings) && <Payment context={context} send={send} sources={sources} forms={paymentForms} problem={paymentProblem} />}
      <SchemaForm form={form} formData={answers} onChange={setAnswers} onSubmit={review} idPrefix="order" />
    </div>
  );
}
