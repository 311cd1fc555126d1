import { Navigate, Route, Routes } from 'react-router-dom';
import { homeRoute, NOT_FOUND_ROUTE } from '../../engine/layout/menu';
import { useLayout } from '../layout/layout-context';
import { useSession } from '../session/session-context';
import { ScreenRenderer } from '../registry';
import { ScreenGuard } from './ScreenGuard';

/**
 * Routes generated from the layout (DESIGN convention 9): one route per screen, the layout's
 * redirects, `/` to the caller's home, and every other path to /404.
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
      {layout.screens.map((screen) => (
        <Route
          key={screen.id}
          path={screen.route}
          element={
            <ScreenGuard screen={screen}>
              <ScreenRenderer screen={screen} />
            </ScreenGuard>
          }
        />
      ))}
      <Route path="*" element={<Navigate to={NOT_FOUND_ROUTE} replace />} />
    </Routes>
  );
}
