import { Button } from 'primereact/button';
import { useState } from 'react';
import { failureMessage } from '../../engine/api/call-error';
import { isMasked } from '../../engine/forms';
import { hasPermission } from '../../engine/layout/menu';
import { useToast } from '../feedback/toast-context';
import { usePermissions } from '../session/permissions-context';
import { useApi } from '../session/session-context';
import { backOfficeMessages as words, fillBackOffice } from '../../engine/messages/back-office';

/**
 * A masked answer ('•••-••-6789') and, for staff holding applications:reveal, a Reveal button
 * that asks the server for the answer (each reveal is audited there). What was revealed lives in
 * this component only: closing the dialog forgets it.
 */
export function RevealAnswer({ requestId, field, value }: { requestId: number; field: string; value: string }) {
  const api = useApi();
  const toast = useToast();
  const { permissions } = usePermissions();
  const [revealed, setRevealed] = useState<string>();
  const [busy, setBusy] = useState(false);
  if (!isMasked(value) || !hasPermission(permissions, 'applications:reveal')) return <>{value}</>;

  const reveal = async () => {
    setBusy(true);
    try {
      setRevealed((await api.data('revealSensitiveAnswer', { path: { request_id: requestId, field } })).value);
    } catch (failure) {
      toast.error(failureMessage(failure));
    } finally {
      setBusy(false);
    }
  };
  return (
    <span className="submission__sensitive">
      <span>{revealed ?? value}</span>
      {revealed === undefined && <Button type="button" label={words.reveal} icon="pi pi-eye" size="small" text loading={busy} onClick={() => void reveal()} aria-label={fillBackOffice('revealField', { field })} />}
    </span>
  );
}
