import { Button } from 'primereact/button';
import { messages } from '../../engine/messages/catalogue';
import { useImpersonation } from '../session/use-impersonation';
import { useSession } from '../session/session-context';

/**
 * While staff act as a customer (spec 1 §2), a banner says so on every screen, with the way
 * back to their own account when this tab kept it.
 */
export default function LoginAsBanner() {
  const { userInfo } = useSession();
  const { canReturn, busy, viewMyAccount } = useImpersonation();
  if (!userInfo?.impersonating) return null;
  return (
    <div className="login-as-banner" role="status">
      <span>
        <strong>{messages.loginAsBanner}</strong> {userInfo.display_name}
      </span>
      {canReturn && (
        <Button
          type="button"
          size="small"
          severity="secondary"
          icon="pi pi-arrow-left"
          label={messages.viewMyAccount}
          loading={busy}
          onClick={viewMyAccount}
          className="login-as-banner__return"
        />
      )}
    </div>
  );
}
