import type { ReactNode } from 'react';
import { Button } from 'primereact/button';
import { Link } from 'react-router-dom';
import { fillMessage } from '../../../../engine/messages/catalogue';
import { formatMoney } from '../../../../engine/format/money';
import type { GuestPaymentContext } from '../../../../machines/guest-payment.machine';
import { ProblemAlert } from '../../../frame/ProblemAlert';
import { useScreenRoute } from '../../../routing/use-screen-route';
import type { GuestSend } from './guest-send';
import { paymentScreenMessages as t } from '../../../../engine/messages/payment-screens';

/** Step 4: the payment number, what was charged, and where the receipt went. */
export function GuestSuccess({ context }: { context: GuestPaymentContext }) {
  const login = useScreenRoute('login');
  const payment = context.receipt?.payment;
  return (
    <div className="guest-payment__success">
      <p className="form-answer" role="status">
        <i className="pi pi-check-circle" aria-hidden="true" />
        <span>
          {context.receipt?.message} {fillMessage('guestReceiptEmailed', { email: context.email.trim() })}
        </span>
      </p>
      {payment && (
        <dl className="guest-payment__summary guest-payment__receipt">
          <dt>{t.paymentNumber}</dt>
          <dd className="guest-payment__number">{payment.payment_number}</dd>
          <dt>{t.paidWith}</dt>
          <dd>{payment.source_label}</dd>
          <dt>{t.amount}</dt>
          <dd>{formatMoney(payment.amount)}</dd>
          <dt>{t.fee}</dt>
          <dd>{formatMoney(payment.fee)}</dd>
          <dt className="guest-payment__total">{t.total}</dt>
          <dd className="guest-payment__total">{formatMoney(payment.total)}</dd>
        </dl>
      )}
      {login && (
        <p className="form-links">
          <Link to={login}>{t.logIn}</Link>
        </p>
      )}
    </div>
  );
}

/** A problem with the payment: its words, announced, and what the visitor may do next. */
function GuestProblem({ className, message, children }: { className: string; message?: string; children: ReactNode }) {
  return (
    <div className={className}>
      <ProblemAlert kind="refusal" problem={message} icon />
      <div className="form-actions">{children}</div>
    </div>
  );
}

/** A refusal (a decline, a problem with what was sent): nothing was charged, the visitor may change it and pay again. */
export function GuestRefused({ message, send }: { message?: string; send: GuestSend }) {
  return (
    <GuestProblem className="guest-payment__refused" message={message}>
      <Button type="button" outlined label={t.changePaymentDetails} icon="pi pi-pencil" onClick={() => send({ type: 'EDIT_DETAILS' })} />
      <Button type="button" label={t.backToReview} onClick={() => send({ type: 'BACK' })} />
    </GuestProblem>
  );
}

/** An unknown outcome: only the same attempt again (same key), never a second charge. */
export function GuestError({ message, send }: { message: string; send: GuestSend }) {
  return (
    <GuestProblem className="guest-payment__error" message={message}>
      <Button type="button" label={t.tryAgain} icon="pi pi-refresh" onClick={() => send({ type: 'RETRY' })} />
    </GuestProblem>
  );
}
