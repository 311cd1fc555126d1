import { useState } from 'react';
import { failureMessage } from '../../engine/api/call-error';
import { hasPermission } from '../../engine/layout/menu';
import { backOfficeMessages } from '../../engine/messages/back-office';
import { useToast } from '../feedback/toast-context';
import { clearCompiledValidators } from '../schema-form/compiled-validators';
import { clearFormDocuments } from '../schema-form/form-documents';
import { useApi, useSession } from '../session/session-context';
import { usePermissions } from '../session/permissions-context';
import { isCustomerRole } from '../../engine/roles/roles';
import { clearCachesMessages as t, fillClearCaches } from '../../engine/messages/clear-caches';

/** Long enough to read the toast before the page loads afresh. */
const RELOAD_AFTER_MS = 1500;

/**
 * The admin's "clear caches" (spec 1 §2): GET /api/clearCaches empties the server's caches of the
 * tenant, then this browser forgets its own — form documents and validators in memory, settings
 * and layout by loading the page afresh (they are read once per page load) — so the admin sees
 * at once what is published. Shown to staff whose role may clear caches, never while logged in as a customer.
 */
export function ClearCachesButton({ onDone }: { onDone?: () => void }) {
  const api = useApi();
  const toast = useToast();
  const { role } = useSession();
  const { permissions } = usePermissions();
  const [busy, setBusy] = useState(false);
  if (isCustomerRole(role) || !hasPermission([...permissions], 'caches:clear')) return null;

  const clear = async () => {
    setBusy(true);
    try {
      const answer = await api.data('clearCaches');
      const server = answer.caches.reduce((total, cache) => total + cache.cleared, 0);
      const browser = clearFormDocuments() + clearCompiledValidators();
      toast.success(`${backOfficeMessages.cachesCleared} ${fillClearCaches('cachesClearedCounts', { server, browser })}`);
      onDone?.();
      window.setTimeout(() => window.location.reload(), RELOAD_AFTER_MS);
    } catch (failure) {
      toast.error(failureMessage(failure));
      setBusy(false);
    }
  };

  return (
    <button type="button" className="menu__logout menu__clear-caches" disabled={busy} onClick={() => void clear()}>
      <i className={busy ? 'pi pi-spin pi-spinner' : 'pi pi-refresh'} aria-hidden="true" /> {t.clearCaches}
    </button>
  );
}
