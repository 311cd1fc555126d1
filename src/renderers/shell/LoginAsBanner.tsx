import { messages } from '../../engine/messages/catalogue';
import { useSession } from '../session/session-context';

/** While staff act as a customer (spec 1 §2), a banner says so on every screen. */
export function LoginAsBanner() {
  const { userInfo } = useSession();
  if (!userInfo?.impersonating) return null;
  return (
    <div className="login-as-banner" role="status">
      <strong>{messages.loginAsBanner}</strong> {userInfo.display_name}
    </div>
  );
}
