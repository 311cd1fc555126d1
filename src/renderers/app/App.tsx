import { BrowserRouter } from 'react-router-dom';
import { PrimeReactProvider } from 'primereact/api';
import { TenantBoot } from '../tenant/TenantBoot';
import { SessionProvider } from '../session/SessionProvider';
import { PermissionsProvider } from '../session/PermissionsProvider';
import { LayoutProvider } from '../layout/LayoutProvider';
import { AppShell } from '../shell/AppShell';

/**
 * The portal: the tenant is resolved first (its settings, theme and API prefix), then the
 * session, the caller's permissions and the tenant's layout, from which the shell builds the
 * menus and routes.
 */
export function App() {
  return (
    <PrimeReactProvider>
      <BrowserRouter>
        <TenantBoot>
          <SessionProvider>
            <PermissionsProvider>
              <LayoutProvider>
                <AppShell />
              </LayoutProvider>
            </PermissionsProvider>
          </SessionProvider>
        </TenantBoot>
      </BrowserRouter>
    </PrimeReactProvider>
  );
}
