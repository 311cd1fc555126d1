import { Navigate, Route, Routes, useLocation, useParams } from 'react-router-dom';
import { homeRoute, NOT_FOUND_ROUTE } from '../../engine/layout/menu';
import { fillTitle } from '../../engine/layout/screen-links';
import { screenForCaller, screensByRoute } from '../../engine/layout/shared-routes';
import type { ResolvedScreen } from '../../engine/layout/types';
import { useLayout } from '../layout/layout-context';
import { useSession } from '../session/session-context';
import { ScreenRenderer } from '../registry';
import { useDocumentTitle } from '../shell/use-document-title';
import { ScreenGuard } from './ScreenGuard';
import { useArrivalFocus } from './use-arrival-focus';

/**
 * Routes generated from the layout (DESIGN convention 9): one route per route of the layout's
 * screens (screens sharing one are picked by who is signed in), the layout's redirects, `/` to
 * the caller's home, and every other path to /404.
 */
export function AppRoutes() {
  const layout = useLayout();
  const { role } = useSession();
  return (
    <Routes>
      <Route path="/" element={<Navigate to={homeRoute(layout, role)} replace />} />
      {layout.redirects.map(({ from, to }) => (
        <Route key={`redirect:${from}`} path={from} element={<Navigate to={to} replace />} />
      ))}
      {screensByRoute(layout.screens).map((group) => (
        <Route key={group[0].id} path={group[0].route} element={<CallersScreen group={group} role={role} />} />
      ))}
      <Route path="*" element={<Navigate to={NOT_FOUND_ROUTE} replace />} />
    </Routes>
  );
}

function CallersScreen({ group, role }: { group: readonly ResolvedScreen[]; role: string | undefined }) {
  const screen = screenForCaller(group, role);
  // The browser tab names the screen (a screen reader reads it on arrival), 404 and login included;
  // a title's :placeholders are the route's ("Edit :name").
  const params = useParams();
  useDocumentTitle(screen.title && fillTitle(screen.title, params));
  useArrivalFocus(useLocation().pathname);
  // Keyed by screen: signing in on a shared route draws the other screen afresh.
  return (
    <ScreenGuard key={screen.id} screen={screen}>
      <ScreenRenderer screen={screen} />
    </ScreenGuard>
  );
}
