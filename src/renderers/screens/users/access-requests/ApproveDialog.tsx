import { useState } from 'react';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { InputText } from 'primereact/inputtext';
import type { Schemas } from '../../../../engine/api/types';

type AccessRequest = Schemas['AccessRequest'];

const parseIds = (text: string) => [...new Set(text.split(/[\s,]+/).filter(Boolean))];

/** Approving a request links the new customer to the accounts staff name here. */
export function ApproveDialog({ request, busy, onApprove, onHide }: { request?: AccessRequest; busy: boolean; onApprove: (accountIds: string[]) => void; onHide: () => void }) {
  const [text, setText] = useState('');
  const [forRequest, setForRequest] = useState<number>();
  if (request && request.request_id !== forRequest) {
    setForRequest(request.request_id);
    setText(request.item_contents.account_id ?? '');
  }
  const ids = parseIds(text);
  const footer = (
    <>
      <Button type="button" label="Cancel" outlined onClick={onHide} />
      <Button type="button" label="Approve" icon="pi pi-check" disabled={busy || ids.length === 0} loading={busy} onClick={() => onApprove(ids)} />
    </>
  );
  const who = request ? `${request.item_contents.first_name} ${request.item_contents.last_name}` : '';
  return (
    <Dialog visible={request !== undefined} onHide={onHide} header={`Approve access for ${who}`} footer={footer} style={{ width: 'min(520px, 96vw)' }} modal>
      <div className="form-field">
        <label htmlFor="approve-account-ids" className="form-field__label form-field__label--required">
          Account numbers
        </label>
        <InputText id="approve-account-ids" value={text} onChange={(event) => setText(event.target.value)} placeholder="e.g. 100234, 100235" />
        <small>The customer will see these accounts and get an email to choose a password.</small>
      </div>
    </Dialog>
  );
}
