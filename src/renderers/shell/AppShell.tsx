import { AppRoutes } from '../routing/AppRoutes';
import { useTenant } from '../tenant/tenant-context';
import { Header } from './Header';
import { LoginAsBanner } from './LoginAsBanner';

/** The page frame every screen renders in: header, the routed screen, footer. */
export function AppShell() {
  const { settings } = useTenant();
  return (
    <div className="app">
      <LoginAsBanner />
      <Header />
      <main className="app__main" id="main">
        <AppRoutes />
      </main>
      {settings.copyright_notice && <footer className="app__footer">{settings.copyright_notice}</footer>}
    </div>
  );
}
