import { useState } from 'react';
import { messages } from '../../../../engine/messages/catalogue';
import type { ResolvedScreen } from '../../../../engine/layout/types';
import type { GuestAccount } from '../../../../machines/guest-payment.machine';
import { ProblemAlert } from '../../../frame/ProblemAlert';
import { SchemaForm } from '../../../schema-form/SchemaForm';
import { useStepForm } from '../../../flow/flow-steps';

interface GuestLookupProps {
  screen: ResolvedScreen;
  initialAccount?: string;
  problem?: string;
  busy: boolean;
  onLookUp: (account: GuestAccount) => void;
}

/** Step 1: the account number and the ZIP code of its service address (the layout's lookup form); the server says whether they match. */
export function GuestLookup({ screen, initialAccount = '', problem, busy, onLookUp }: GuestLookupProps) {
  const form = useStepForm(screen, 'guestPayment', 'lookup');
  const [answers, setAnswers] = useState<Partial<GuestAccount>>({ account_number: initialAccount });
  return (
    <div className="guest-payment__lookup" aria-busy={busy}>
      <p className="screen__intro">{messages.guestPaymentIntro}</p>
      <ProblemAlert kind="refusal" problem={problem} icon />
      <SchemaForm idPrefix="guest-lookup" form={form} formData={answers} onChange={setAnswers} busy={busy} onSubmit={(done) => onLookUp({ account_number: done.account_number ?? '', zip_code: done.zip_code ?? '' })} />
    </div>
  );
}
