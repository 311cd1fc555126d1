import { useState } from 'react';
import { PortalDialog } from '../../frame/PortalDialog';
import { InputText } from 'primereact/inputtext';
import { ConfirmDanger } from '../../feedback/ConfirmDanger';
import { dialogTitles } from '../../../engine/messages/confirm';
import { fillMessage } from '../../../engine/messages/catalogue';
import type { PaymentType } from '../../../machines/payment.machine';
import type { BillingAddress } from '../../../machines/payment-details';
import type { ScreenForm } from '../../schema-form/use-screen-form';
import { AddSourceDialog } from './AddSourceDialog';
import type { PaymentSource, PaymentSourcesValue } from '../../payment-sources/use-payment-sources';
import { paymentScreenMessages as t, fillPaymentScreen } from '../../../engine/messages/payment-screens';

const labelOf = (source: PaymentSource) => source.label ?? `${source.brand} •••• ${source.last4}`;

/** Saved payment methods: Default badge, expiry, Make default, Rename, Remove (asks first), Add card / bank account. */
export function SavedSources({ value, forms, types, billing }: { value: PaymentSourcesValue; forms: { credit_card: ScreenForm; bank_account: ScreenForm }; types: readonly PaymentType[]; billing: Partial<BillingAddress> }) {
  const { sources = [], busy } = value;
  const [adding, setAdding] = useState<PaymentType>();
  const [removing, setRemoving] = useState<PaymentSource>();
  const [renaming, setRenaming] = useState<PaymentSource>();
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const startRename = (source: PaymentSource) => {
    setName(source.name);
    setDescription(source.description);
    setRenaming(source);
  };

  return (
    <section className="card payment-section" aria-labelledby="saved-sources-title">
      <h2 id="saved-sources-title">{t.savedPaymentMethods}</h2>
      {sources.length === 0 && <p className="muted">{t.noSavedPaymentMethods}</p>}
      <ul className="payment-source-list">
        {sources.map((source) => (
          <li key={source.payment_id} className="payment-source">
            <div className="payment-source__what">
              <strong>{source.name}</strong> <span>{labelOf(source)}</span>
              {source.cc_exp && <span className="muted"> · {fillPaymentScreen('expires', { date: source.cc_exp })}</span>}
              {source.is_default && <span className="payment-badge">{t.default}</span>}
              {source.is_expired && <span className="payment-badge payment-badge--danger">{t.expired}</span>}
            </div>
            <div className="payment-source__actions">
              {!source.is_default && (
                <button type="button" className="p-button p-button-text p-button-sm" disabled={busy} onClick={() => void value.makeDefault(source)} aria-label={fillPaymentScreen('makeDefaultOf', { label: labelOf(source) })}>
                  {t.makeDefault}
                </button>
              )}
              <button type="button" className="p-button p-button-text p-button-sm" disabled={busy} onClick={() => startRename(source)} aria-label={fillPaymentScreen('renameOf', { label: labelOf(source) })}>
                {t.rename}
              </button>
              <button type="button" className="p-button p-button-text p-button-danger p-button-sm" disabled={busy} onClick={() => setRemoving(source)} aria-label={fillPaymentScreen('removeOf', { label: labelOf(source) })}>
                {t.remove}
              </button>
            </div>
          </li>
        ))}
      </ul>
      <div className="payment-actions">
        {types.includes('credit_card') && (
          <button type="button" className="p-button p-button-outlined" onClick={() => setAdding('credit_card')}>
            <i className="pi pi-plus" aria-hidden="true" /> {t.addCard}
          </button>
        )}
        {types.includes('bank_account') && (
          <button type="button" className="p-button p-button-outlined" onClick={() => setAdding('bank_account')}>
            <i className="pi pi-plus" aria-hidden="true" /> {t.addBankAccount}
          </button>
        )}
      </div>
      <AddSourceDialog paymentType={adding} forms={forms} billing={billing} busy={busy} onAdd={value.add} onHide={() => setAdding(undefined)} />
      <ConfirmDanger
        subject={removing}
        onClose={() => setRemoving(undefined)}
        title={dialogTitles.removePaymentMethod}
        message={(source) => fillMessage('confirmRemovePaymentSource', { label: labelOf(source) })}
        action="remove"
        onAccept={(source) => void value.remove(source)}
      />
      <PortalDialog header={dialogTitles.renamePaymentMethod} visible={renaming !== undefined} onHide={() => setRenaming(undefined)} breakpoints={{ '640px': '96vw' }} style={{ width: '28rem' }}>
        <form
          className="payment-rename"
          onSubmit={(event) => {
            event.preventDefault();
            if (renaming && name.trim()) void value.rename(renaming, name.trim(), description).then((ok) => ok && setRenaming(undefined));
          }}
        >
          <label htmlFor="rename-name">{t.name}</label>
          <InputText id="rename-name" value={name} maxLength={60} required onChange={(e) => setName(e.target.value)} />
          <label htmlFor="rename-description">{t.description}</label>
          <InputText id="rename-description" value={description} maxLength={200} onChange={(e) => setDescription(e.target.value)} />
          <button type="submit" className="p-button" disabled={busy || !name.trim()}>
            {t.save}
          </button>
        </form>
      </PortalDialog>
    </section>
  );
}
