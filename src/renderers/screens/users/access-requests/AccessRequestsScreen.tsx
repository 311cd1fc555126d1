import { useState } from 'react';
import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import type { Schemas } from '../../../../engine/api/types';
import { messages } from '../../../../engine/messages/catalogue';
import { useToast } from '../../../feedback/toast-context';
import { failureMessage } from '../../../../engine/api/call-error';
import type { ScreenProps } from '../../../registry/types';
import { useApi } from '../../../session/session-context';
import { ScreenTable } from '../../../table/ScreenTable';
import { SubmissionDialog } from '../../../submission/SubmissionDialog';
import { ApproveDialog } from './ApproveDialog';
import { ACCESS_REQUEST_STATUSES } from '../../../../../schemas/generated/enums';

type AccessRequest = Schemas['AccessRequest'];
type Resolution = Schemas['AccessRequestResolution'];

/**
 * Requests for access from people who could not prove an account (POST
 * /request-user-self-register): staff approve one with the accounts to link, or reject it.
 */
export default function AccessRequestsScreen({ screen }: ScreenProps) {
  const api = useApi();
  const toast = useToast();
  const [status, setStatus] = useState<string | undefined>('new');
  const [approving, setApproving] = useState<AccessRequest>();
  const [viewing, setViewing] = useState<AccessRequest>();
  const [busy, setBusy] = useState(false);
  const [reloadToken, setReloadToken] = useState(0);

  async function resolve(request: AccessRequest, body: Resolution): Promise<void> {
    setBusy(true);
    try {
      await api.data('resolveAccessRequest', { path: { request_id: request.request_id }, body });
      toast.success(body.action === 'approve' ? messages.accessRequestApproved : messages.accessRequestRejected);
      setApproving(undefined);
      setReloadToken((token) => token + 1);
    } catch (error) {
      toast.error(failureMessage(error));
    } finally {
      setBusy(false);
    }
  }

  const toolbar = (
    <>
      <label htmlFor="access-requests-status" className="visually-hidden">
        Status
      </label>
      <Dropdown
        inputId="access-requests-status"
        value={status ?? null}
        options={ACCESS_REQUEST_STATUSES.map((s) => ({ label: s[0].toUpperCase() + s.slice(1), value: s }))}
        onChange={(event) => setStatus((event.value as string | null) ?? undefined)}
        placeholder="Any status"
        showClear
      />
    </>
  );

  return (
    <>
      <ScreenTable
        screen={screen}
        filters={{ status }}
        toolbar={toolbar}
        reloadToken={reloadToken}
        rowActions={(row) => {
          const request = row as AccessRequest;
          const who = request.item_contents.email;
          const view = <Button type="button" size="small" text icon="pi pi-eye" label="View" aria-label={`View the request of ${who}`} onClick={() => setViewing(request)} />;
          if (request.status !== 'new') return view;
          return (
            <>
              {view}
              <Button type="button" size="small" icon="pi pi-check" label="Approve" aria-label={`Approve ${who}`} disabled={busy} onClick={() => setApproving(request)} />
              <Button
                type="button"
                size="small"
                outlined
                severity="danger"
                icon="pi pi-times"
                label="Reject"
                aria-label={`Reject ${who}`}
                disabled={busy}
                onClick={() => void resolve(request, { action: 'reject' })}
              />
            </>
          );
        }}
      />
      <SubmissionDialog item={viewing} onHide={() => setViewing(undefined)} />
      <ApproveDialog
        request={approving}
        busy={busy}
        onHide={() => setApproving(undefined)}
        onApprove={(accountIds) => approving && void resolve(approving, { action: 'approve', account_ids: accountIds })}
      />
    </>
  );
}
