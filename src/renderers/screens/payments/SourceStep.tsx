import { RadioButton } from 'primereact/radiobutton';
import type { PaymentContext, PaymentType } from '../../../machines/payment.machine';
import { paymentScreenMessages as t } from '../../../engine/messages/payment-screens';

/** The message key of each new source's label, read at render (the reader's language). */
const NEW_LABELS = { credit_card: 'newCard', bank_account: 'newBankAccount' } as const satisfies Record<PaymentType, keyof typeof t>;

interface Props {
  context: PaymentContext;
  onSaved: (sourceId: number) => void;
  onNew: (paymentType: PaymentType) => void;
  onNext: () => void;
}

/** Pay with a saved source (the default is chosen already) or a new one of the types the tenant takes. */
export function SourceStep({ context, onSaved, onNew, onNext }: Props) {
  const choice = context.newSource ? `new:${context.newSource.payment_type}` : context.sourceId !== undefined ? `saved:${context.sourceId}` : undefined;
  const options = [
    ...context.sources.map((source) => ({ key: `saved:${source.id}`, label: source.label, badge: source.is_default, pick: () => onSaved(source.id) })),
    ...context.allowedTypes.map((type) => ({ key: `new:${type}`, label: t[NEW_LABELS[type]], badge: false, pick: () => onNew(type) })),
  ];
  return (
    <fieldset className="payment-step payment-sources-choice">
      <legend>{t.payWith}</legend>
      {options.map((option) => (
        <div key={option.key} className="payment-choice">
          <RadioButton inputId={`pay-${option.key}`} name="pay-with" value={option.key} checked={choice === option.key} onChange={option.pick} />
          <label htmlFor={`pay-${option.key}`}>
            {option.label} {option.badge && <span className="payment-badge">{t.default}</span>}
          </label>
        </div>
      ))}
      <div className="payment-actions">
        <button type="button" className="p-button" disabled={!choice} onClick={onNext}>
          {t.continue}
        </button>
      </div>
    </fieldset>
  );
}
