import { useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { CallError, failureMessage } from '../../../engine/api/call-error';
import { fillMessage, messageText } from '../../../engine/messages/catalogue';
import { postalCodeHint, postalCodeProblem } from '../../../engine/address';
import { checkedAddress } from '../../../machines/signup-eligibility.machine';
import { isFillOnly } from '../../../engine/orders/fuel-order-rules';
import { offeredPaymentChoices } from '../../../engine/orders/order-payment';
import { extraChoices } from '../../../engine/orders/order-choices';
import { useToast } from '../../feedback/toast-context';
import type { ScreenProps } from '../../registry/types';
import { SchemaForm } from '../../schema-form/SchemaForm';
import { loadRjsfForm } from '../../schema-form/form-renderers';
import { preloadFormParts } from '../../form/preload-form-parts';
import { stepRenderer, useStepForm } from '../../flow/flow-steps';
import { useApi } from '../../session/session-context';
import { useTenant } from '../../tenant/tenant-context';
import { OrderEstimate } from './OrderEstimate';
import { SignupDone } from './SignupDone';
import { addressStep, addressStepProblems, fullStep, initialSignupData, signupComplete, signupFieldProblems, asSignupRequest, withBillingCountry, type SignupData, type SignupSettings } from './signup-form';
import { useSignupEligibility } from './use-signup-eligibility';
import { useBotCheck } from '../../bot-check/use-bot-check';
import { ScreenFrame } from '../../frame/ScreenFrame';
import { useStepFocus } from '../../frame/use-step-focus';
import { ProblemAlert } from '../../frame/ProblemAlert';

/**
 * New customer signup (spec 1 §2 /new-customer, /new-customer-dynamic, /new-customer-demo): the
 * delivery address first, checked against the service area by the eligibility machine; the rest of
 * the form only once it is served. Submit waits until every required answer is in and no rule is
 * broken; one Idempotency-Key per confirmed attempt, so a double submit is one customer. The
 * `signup` flow: its application form and what follows are the layout's steps.
 */
export default function NewCustomerScreen({ screen }: ScreenProps) {
  const { settings, tenant } = useTenant();
  const fuelOrder = useMemo(() => settings.fuel_order ?? {}, [settings]);
  const choices = useMemo(
    () => ({ 'fuel_order.product_name': (fuelOrder.current_prices ?? []).map((p) => p.product_name), 'fuel_order.extras': extraChoices(fuelOrder.order_options) }),
    [fuelOrder],
  );
  const form = useStepForm(screen, 'signup', 'application', choices);
  const Done = stepRenderer(screen, 'signup', 'done', { signupDone: SignupDone });
  const signupSettings: SignupSettings = useMemo(
    () => ({
      fuelOrder,
      billingAddressRequired: settings.billing_address_required ?? true,
      tenant,
      paymentChoices: offeredPaymentChoices(settings),
      fillOnly: isFillOnly(settings),
      country: settings.default_country ?? 'US',
    }),
    [fuelOrder, settings, tenant],
  );
  const [eligibility, send] = useSignupEligibility();
  const api = useApi();
  const toast = useToast();
  const [data, setData] = useState<SignupData>(() => initialSignupData(signupSettings.paymentChoices, signupSettings.country));
  const [resetToken, setResetToken] = useState(0);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string>();
  // Why Check Address did not check: until the address changes.
  const [addressWrong, setAddressWrong] = useState<string>();
  const [done, setDone] = useState<{ email: string; ordered: boolean }>();
  const attemptKey = useRef<string>(undefined);
  const bot = useBotCheck();

  // The address step is the light renderer's (the server draws it); the details are RJSF's: its code and
  // its widgets' are asked for once the visitor starts on the address (its first focus), so the next
  // step appears whole — not at page load, where ~270 KB of script would keep a phone busy for a
  // visitor who may only look (bench:login: TBT 1,478 ms on /new-customer when it was).
  const [started, setStarted] = useState(false);
  useEffect(() => {
    if (!started) return;
    void loadRjsfForm().catch(() => undefined);
    preloadFormParts(form.schema, form.uiSchema);
  }, [started, form.schema, form.uiSchema]);

  const eligible = eligibility.matches('eligible');
  // The steps: the address, then (once an address was found eligible) the details, then done. The
  // details stay once shown: a ZIP code changed later is asked about again in place, Submit waiting
  // for the answer, and focus never leaves the field being typed in (the two steps have different
  // renderers: going back would replace it).
  const [detailsShown, setDetailsShown] = useState(false);
  if (eligible && !detailsShown) setDetailsShown(true);
  // RJSF draws the details: the address step stays on screen until they can show whole (its code and
  // widgets were asked for ahead), never a blank card between the two.
  const details = useDeferredValue(detailsShown);
  useStepFocus(done ? 'done' : details ? 'details' : 'address');
  const step = details ? fullStep(form, data, signupSettings) : addressStep(form, data);
  const complete = eligible && details && signupComplete(form, data, signupSettings, new Date());
  // Shown at their fields once left: a disabled Submit says why (gallons, tank size, a postal code by country…).
  const problems = useMemo(() => (details ? signupFieldProblems(data, signupSettings, new Date(), form) : addressStepProblems(data, signupSettings)), [details, data, signupSettings, form]);
  const addressOf = (answers: SignupData) => {
    const address = answers.delivery_address;
    return { zipcode: address?.zipcode ?? '', country: address?.country || signupSettings.country, state: address?.state ?? '', city: address?.city ?? '' };
  };

  const change = (changed: SignupData) => {
    const next = withBillingCountry(changed, data);
    if (next.delivery_address !== data.delivery_address) setAddressWrong(undefined);
    setData(next);
    // Once checked, a changed address is checked again (the machine ignores the same or a half-typed one).
    if (!eligibility.matches('editing')) send({ type: 'ZIP_CHANGED', ...addressOf(next) });
  };

  /**
   * Why Check Address cannot check (the machine takes only a postal code of the address's country),
   * said above the form as well as at the field, with focus there.
   */
  const addressProblem = (answers: SignupData) => {
    const address = addressOf(answers);
    const wrong = checkedAddress(address) ? undefined : (postalCodeProblem(address.country, address.zipcode, { tenant, use: 'delivery' }) ?? fillMessage('invalidDeliveryZipcode', { hint: postalCodeHint(address.country) }));
    setAddressWrong(wrong);
    if (wrong) document.getElementById('root_delivery_address_zipcode')?.focus();
    return wrong;
  };

  const register = async (answers: SignupData) => {
    if (!details || !eligible) {
      const wrong = addressProblem(answers);
      if (!wrong) send({ type: 'CHECK', ...addressOf(answers) });
      return;
    }
    // Submit waits until the answers are complete: a whole request, or nothing to send.
    const body = asSignupRequest(form, answers, signupSettings.fillOnly);
    if (!body) return;
    if (!bot.passed) return bot.demand();
    attemptKey.current ??= globalThis.crypto.randomUUID();
    setBusy(true);
    setProblem(undefined);
    try {
      const result = await api.call('registerNewCustomer', { header: { 'Idempotency-Key': attemptKey.current, ...bot.header }, body });
      if (!result.response.ok) {
        const failure = new CallError('registerNewCustomer', result.response.status, result.error);
        // Refused: nothing was created, the next attempt is a new one. Unknown (5xx, still running): retry with the same key.
        if (result.response.status < 500 && result.error?.error_code !== 'IDEMPOTENCY_KEY_IN_USE') attemptKey.current = undefined;
        setProblem(failure.message);
        toast.error(failure.message);
        return;
      }
      attemptKey.current = undefined;
      toast.success(messageText(screen.messages?.success ?? 'newCustomerCreated'));
      // The form gives way to what happens next: verify the email, then log in (and the first order's fate).
      setDone({ email: answers.registration_info?.email ?? '', ordered: answers.place_order === true });
      setData(initialSignupData(signupSettings.paymentChoices, signupSettings.country));
      setResetToken((n) => n + 1);
      setDetailsShown(false);
      send({ type: 'RESET' });
    } catch (error) {
      setProblem(failureMessage(error));
      toast.error(failureMessage(error));
    } finally {
      // A token is good for one request: the next attempt (a retry included) asks again.
      bot.reset();
      setBusy(false);
    }
  };

  const answer = eligibility.context.answer;
  // A check answered "not here" after the button that had focus was disabled while it ran: focus goes to
  // the answer, not to the page's body. Never taken from a field being typed in (a ZIP changed later).
  const answerShown = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (answer && !answer.is_eligible && (!document.activeElement || document.activeElement === document.body)) answerShown.current?.focus();
  }, [answer]);
  return (
    <ScreenFrame screen={screen} className="new-customer">
      {done ? (
        <Done email={done.email} ordered={done.ordered} />
      ) : (
        <div className="card new-customer__form" onFocus={() => setStarted(true)}>
          {answer && (
            <p ref={answerShown} tabIndex={-1} className={answer.is_eligible ? 'form-answer' : 'form-problem'} role={answer.is_eligible ? 'status' : 'alert'}>
              <i className={`pi ${answer.is_eligible ? 'pi-check-circle' : 'pi-times-circle'}`} aria-hidden="true" /> {answer.eligibility_message}
            </p>
          )}
          <ProblemAlert kind="refusal" problem={eligibility.context.error} icon />
          <ProblemAlert kind="refusal" problem={addressWrong} icon />
          <ProblemAlert kind="refusal" problem={problem} icon />
          <SchemaForm
            form={step}
            formData={data}
            onChange={change}
            onSubmit={(answers) => void register(answers)}
            // A check of the address step holds the form; one asked again from the details holds only Submit (not eligible yet): the ZIP being typed in keeps focus.
            busy={busy || (!details && eligibility.matches('checking'))}
            blocked={details && !complete}
            problems={problems}
            onRefused={() => void (details || addressProblem(data))}
            resetToken={resetToken}
            before={details && bot.widget}
          >
            {details && data.place_order && data.fuel_order && <OrderEstimate order={signupSettings.fillOnly ? { ...data.fuel_order, fill: true } : data.fuel_order} settings={fuelOrder} />}
          </SchemaForm>
        </div>
      )}
    </ScreenFrame>
  );
}
