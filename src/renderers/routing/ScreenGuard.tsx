import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { canOpenScreen, homeRoute } from '../../engine/layout/menu';
import type { ResolvedScreen } from '../../engine/layout/types';
import { messages } from '../../engine/messages/catalogue';
import { returnPath } from '../../engine/session/return-path';
import { useLayout } from '../layout/layout-context';
import { useSwitchingUser } from '../session/impersonation-context';
import { useSession } from '../session/session-context';
import { Loading } from '../shell/Loading';
import { useMenuContext } from './use-menu-context';
import { portalFrameMessages as t } from '../../engine/messages/portal-frame';

/**
 * The route guard, with the engine's rule (the same one that filters the menu): a signed-in
 * user is sent home from an anonymous-only screen, a visitor to /login from a protected one (the
 * path kept in the navigation state, to return to once logged in),
 * and a signed-in user who may not open a screen to their own home.
 */
export function ScreenGuard({ screen, children }: { screen: ResolvedScreen; children: ReactNode }) {
  const { role } = useSession();
  const context = useMenuContext();
  const switching = useSwitchingUser();
  const layout = useLayout();
  const location = useLocation();

  // Login As / View my account: the new user's route is on its way; do not send them home.
  if (switching) return <Loading label={t.switchingUser} />;
  if (role === undefined && (screen.access === 'customer' || screen.access === 'staff')) {
    // The link opened is kept for after the login (use-login.ts; only an in-app path is followed).
    return <Navigate to={homeRoute(layout, undefined)} replace state={{ from: `${location.pathname}${location.search}${location.hash}` }} />;
  }
  if (screen.access === 'staff' && !context.loaded) return <Loading label={t.checkingAccess} />;
  if (canOpenScreen(screen, role, context)) return <>{children}</>;

  // Signed in on /login: the link that sent the visitor there wins over home (whichever of this and the login's own navigation runs first).
  const home = (screen.access === 'anonymous' ? returnPath((location.state as { from?: unknown } | null)?.from) : undefined) ?? homeRoute(layout, role);
  if (home !== screen.route) return <Navigate to={home} replace />;
  // The caller's own home is closed to them (a staff role without the permission).
  return (
    <section className="screen">
      <h1>{screen.title ?? screen.id}</h1>
      <p role="alert">{messages.unauthorized}</p>
    </section>
  );
}
