import { useState, type FormEvent } from 'react';
import { Button } from 'primereact/button';
import { messages } from '../../../../engine/messages/catalogue';
import { GuestField } from './GuestField';

interface GuestLookupProps {
  initialAccount?: string;
  problem?: string;
  busy: boolean;
  onLookUp: (account: { account_number: string; zip_code: string }) => void;
}

/** Step 1: the account number and the ZIP code of its service address; the server says whether they match. */
export function GuestLookup({ initialAccount = '', problem, busy, onLookUp }: GuestLookupProps) {
  const [accountNumber, setAccountNumber] = useState(initialAccount);
  const [zip, setZip] = useState('');
  const [tried, setTried] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (accountNumber.trim() && zip.trim()) onLookUp({ account_number: accountNumber, zip_code: zip });
  };
  return (
    <form className="guest-payment__lookup" onSubmit={submit} noValidate aria-busy={busy}>
      <p className="screen__intro">{messages.guestPaymentIntro}</p>
      {problem && (
        <div className="form-problem" role="alert">
          <i className="pi pi-times-circle" aria-hidden="true" /> {problem}
        </div>
      )}
      <GuestField id="guest-account-number" label="Account number" value={accountNumber} onChange={setAccountNumber} autoComplete="off" inputMode="numeric" error={tried && !accountNumber.trim() ? messages.valueMissing : undefined} />
      <GuestField id="guest-zip" label="Service address ZIP code" value={zip} onChange={setZip} autoComplete="postal-code" inputMode="numeric" maxLength={10} error={tried && !zip.trim() ? messages.valueMissing : undefined} />
      <div className="form-actions">
        <Button type="submit" label="Find my bill" icon={busy ? 'pi pi-spin pi-spinner' : 'pi pi-search'} disabled={busy} />
      </div>
    </form>
  );
}
