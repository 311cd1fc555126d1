import { Suspense } from 'react';
import { lazyWithWords } from '../language/lazy-with-words';
import { useSuccessFlagCleanup } from '../feedback/success-flags';
import { AppRoutes } from '../routing/AppRoutes';
import { useSession } from '../session/session-context';
import { useTenant } from '../tenant/tenant-context';
import { RichText } from '../content/RichText';
import { appClass } from './app-class';
import { Header } from './Header';
import { MAIN_ID, SkipLink } from './SkipLink';
import { portalFrameMessages as t } from '../../engine/messages/portal-frame';

// Only staff acting as a customer see the banner: everyone else never downloads it (nor the
// PrimeReact Button it uses).
const LoginAsBanner = lazyWithWords(() => import('./LoginAsBanner'));

/** The page frame every screen renders in: header, the routed screen, footer. */
export function AppShell() {
  const { settings } = useTenant();
  const { role, userInfo } = useSession();
  useSuccessFlagCleanup();
  return (
    <div className={appClass(role)}>
      <SkipLink />
      {userInfo?.impersonating && (
        <Suspense fallback={null}>
          <LoginAsBanner />
        </Suspense>
      )}
      <Header />
      <main className="app__main" id={MAIN_ID} tabIndex={-1}>
        <AppRoutes />
      </main>
      {(settings.copyright_notice || settings.terms_of_use) && (
        <footer className="app__footer">
          <RichText html={settings.copyright_notice} className="app__copyright" />
          {settings.terms_of_use && (
            <details className="app__terms">
              <summary>{t.termsOfUse}</summary>
              <RichText html={settings.terms_of_use} />
            </details>
          )}
        </footer>
      )}
    </div>
  );
}
