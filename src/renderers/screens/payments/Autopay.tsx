import { useState } from 'react';
import { Checkbox } from 'primereact/checkbox';
import { Dropdown } from 'primereact/dropdown';
import type { Account } from '../../../engine/api/types';
import { formatDate } from '../../../engine/format';
import { translatedText } from '../../../engine/messages/data-texts';
import type { PaymentSourcesValue } from '../../payment-sources/use-payment-sources';
import { paymentScreenMessages as t, fillPaymentScreen } from '../../../engine/messages/payment-screens';

/**
 * Autopay for the current account: the enrolled source and when the terms were accepted, or
 * enrolment with a saved source once the customer has ticked "I agree" to the tenant's terms (in
 * the reader's language where the tenant translated them, issue 24).
 */
export function Autopay({ account, value, terms }: { account: Account; value: PaymentSourcesValue; terms: string }) {
  const { sources = [], autopay, busy } = value;
  const enrolment = autopay.find((entry) => entry.account_id === account.account_id);
  const usable = sources.filter((source) => !source.is_expired);
  const [chosen, setChosen] = useState<number>();
  const [agreed, setAgreed] = useState(false);
  const sourceId = chosen ?? usable.find((source) => source.is_default)?.payment_id;
  const source = usable.find((s) => s.payment_id === sourceId);

  return (
    <section className="card payment-section" aria-labelledby="autopay-title">
      <h2 id="autopay-title">{t.autopay}</h2>
      {enrolment ? (
        <>
          <p>{fillPaymentScreen('autopayEnrolled', { account: account.account_id, source: enrolment.source_label, date: formatDate(enrolment.terms_acknowledged_at) })}</p>
          <button type="button" className="p-button p-button-outlined p-button-danger" disabled={busy} onClick={() => void value.cancelAutopay(enrolment)}>
            {t.cancelAutopay}
          </button>
        </>
      ) : usable.length === 0 ? (
        <p className="muted">{t.autopayNeedsSource}</p>
      ) : (
        <form
          className="payment-autopay"
          onSubmit={(event) => {
            event.preventDefault();
            if (source && agreed) void value.enrol(account.account_id, source).then((ok) => ok && setAgreed(false));
          }}
        >
          <label htmlFor="autopay-source">{t.payEachStatementWith}</label>
          <Dropdown inputId="autopay-source" value={sourceId} options={usable.map((s) => ({ value: s.payment_id, label: s.label ?? `${s.brand} •••• ${s.last4}` }))} onChange={(e) => setChosen(Number(e.value))} />
          <p className="payment-terms">{translatedText(terms)}</p>
          <div className="payment-save">
            <Checkbox inputId="autopay-agree" checked={agreed} onChange={(e) => setAgreed(Boolean(e.checked))} />
            <label htmlFor="autopay-agree">{t.iAgree}</label>
          </div>
          <button type="submit" className="p-button" disabled={busy || !agreed || !source}>
            {t.enrolInAutopay}
          </button>
        </form>
      )}
    </section>
  );
}
