import { failureMessage } from '../../../../engine/api/call-error';
import type { ScreenProps } from '../../../registry/types';
import { GuestDetails } from './GuestDetails';
import { GuestLookup } from './GuestLookup';
import { GuestError, GuestRefused, GuestSuccess } from './GuestOutcome';
import { GuestReview } from './GuestReview';
import { useGuestPayment } from './use-guest-payment';
import { useBotCheck } from '../../../bot-check/use-bot-check';
import { ScreenFrame } from '../../../frame/ScreenFrame';
import { useStepFocus } from '../../../frame/use-step-focus';
import { stepRenderer } from '../../../flow/flow-steps';

/**
 * Pay As Guest (spec 1 §2 /payment, for visitors; the layout shows it only while
 * settings.payments.guest_payment is on), the `guestPayment` flow: drawn from the guest payment
 * machine's state — look-up, details (the layout's details form with its card or bank form), review,
 * then the outcome — each step by the renderer or form the layout names.
 */
export default function GuestPaymentScreen({ screen }: ScreenProps) {
  const Review = stepRenderer(screen, 'guestPayment', 'review', { guestReview: GuestReview });
  const Receipt = stepRenderer(screen, 'guestPayment', 'receipt', { guestReceipt: GuestSuccess });
  // The tenant's bot check, on the step that pays (drawn anew, so asked again, each time the step shows).
  const bot = useBotCheck();
  const [state, send] = useGuestPayment(bot.header);
  const { context } = state;
  const step = state.value;
  // A wait belongs to its step: focus moves to the heading when the visitor reaches a new one.
  useStepFocus(step === 'searching' ? 'lookingUp' : step === 'submitting' ? 'review' : step);
  return (
    <ScreenFrame screen={screen} className="screen--form guest-payment">
      <div className="card">
        {(step === 'lookingUp' || step === 'searching') && (
          <GuestLookup screen={screen} initialAccount={context.account?.account_number} problem={context.lookupProblem} busy={step === 'searching'} onLookUp={(account) => send({ type: 'LOOK_UP', ...account })} />
        )}
        {step === 'details' && <GuestDetails screen={screen} context={context} send={send} />}
        {(step === 'review' || step === 'submitting') && <Review context={context} send={send} submitting={step === 'submitting'} bot={bot} />}
        {step === 'refused' && <GuestRefused message={context.refusal} send={send} />}
        {step === 'error' && <GuestError message={failureMessage(context.error)} send={send} />}
        {step === 'success' && <Receipt context={context} />}
      </div>
    </ScreenFrame>
  );
}
