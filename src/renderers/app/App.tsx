import { BrowserRouter } from 'react-router-dom';
import { ToastProvider } from '../feedback/ToastProvider';
import { TenantBoot } from '../tenant/TenantBoot';
import { SessionProvider } from '../session/SessionProvider';
import { ImpersonationProvider } from '../session/ImpersonationProvider';
import { PermissionsProvider } from '../session/PermissionsProvider';
import { LanguageProvider } from '../language/LanguageProvider';
import { LayoutProvider } from '../layout/LayoutProvider';
import { AppShell } from '../shell/AppShell';

/** The portal in the browser's router. */
export function App() {
  return (
    <BrowserRouter>
      <Portal />
    </BrowserRouter>
  );
}

/**
 * The portal: the tenant is resolved first (its settings, theme and API prefix), then the
 * session (and impersonation), the caller's permissions, the language (its words loaded) and
 * the tenant's layout in that language, from which the shell builds the menus and routes. Toasts sit outside it all so any screen can speak.
 * No PrimeReactProvider: its defaults are what PrimeReact components use without one, and it
 * would bring PrimeReact's api module into the first download of every page.
 * Inside a router: the browser's (App), or the server's render of a page at its URL (server-render.tsx).
 */
export function Portal() {
  return (
    <ToastProvider>
      <TenantBoot>
        <SessionProvider>
          <ImpersonationProvider>
            <PermissionsProvider>
              <LanguageProvider>
                <LayoutProvider>
                  <AppShell />
                </LayoutProvider>
              </LanguageProvider>
            </PermissionsProvider>
          </ImpersonationProvider>
        </SessionProvider>
      </TenantBoot>
    </ToastProvider>
  );
}
