import { useState, type FormEvent } from 'react';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { accountClaimMessages } from '../../../../engine/messages/account-claim';

interface ClaimCodeStepProps {
  /** The server's words: where the code went, if the details matched. */
  message: string;
  busy: boolean;
  onSubmit(code: string): void;
  onStartOver(): void;
}

/**
 * The second step of registering an existing account: the 6-digit code the contact on file
 * received. One labelled input (numeric keyboard on phones, the browser's one-time-code
 * autofill), Enter sends it, and a way back to the first step for a new code.
 */
export function ClaimCodeStep({ message, busy, onSubmit, onStartOver }: ClaimCodeStepProps) {
  const [code, setCode] = useState('');
  const digits = code.replace(/\D/g, '');
  const send = (event: FormEvent) => {
    event.preventDefault();
    if (digits.length === 6 && !busy) onSubmit(digits);
  };
  return (
    <form className="claim-code" onSubmit={send} noValidate>
      <p className="form-answer" role="status">
        <i className="pi pi-envelope" aria-hidden="true" /> {message}
      </p>
      <div className="field">
        <label htmlFor="claim-code">{accountClaimMessages.claimCodeLabel}</label>
        <InputText
          id="claim-code"
          value={code}
          onChange={(event) => setCode(event.target.value.slice(0, 12))}
          inputMode="numeric"
          autoComplete="one-time-code"
          autoFocus
          aria-describedby="claim-code-help"
        />
        <small id="claim-code-help">{accountClaimMessages.claimCodeHelp}</small>
      </div>
      <div className="form-actions">
        <Button type="button" label={accountClaimMessages.claimStartOver} text onClick={onStartOver} />
        <Button type="submit" label={accountClaimMessages.claimCodeSubmit} loading={busy} disabled={digits.length !== 6 || busy} />
      </div>
    </form>
  );
}
