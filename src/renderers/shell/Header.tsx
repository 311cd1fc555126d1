import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useHomeRoute } from '../routing/use-home-route';
import { useSession } from '../session/session-context';
import { useTenant } from '../tenant/tenant-context';
import { MainMenu } from './MainMenu';

/**
 * Logo, site name, the role's menu and Logout (spec 1 §2). At 960px or less the menu folds
 * behind a toggle button (the breakpoint lives in the stylesheet).
 */
export function Header() {
  const { settings } = useTenant();
  const { userInfo } = useSession();
  const home = useHomeRoute();
  const [menuOpen, setMenuOpen] = useState(false);

  const siteName = settings.site_name;
  const showSiteName = settings.show_site_name !== false;

  return (
    <header className="header">
      <Link to={home} className="header__brand">
        {settings.logo && <img className="header__logo" src={settings.logo} alt={siteName} />}
        {showSiteName && <span className="header__site-name">{siteName}</span>}
      </Link>
      {userInfo && (
        <>
          <button
            type="button"
            className="header__toggle"
            aria-label="Menu"
            aria-expanded={menuOpen}
            aria-controls="main-menu"
            onClick={() => setMenuOpen((open) => !open)}
          >
            <i className={menuOpen ? 'pi pi-times' : 'pi pi-bars'} aria-hidden="true" />
          </button>
          <MainMenu id="main-menu" open={menuOpen} onNavigate={() => setMenuOpen(false)} />
        </>
      )}
    </header>
  );
}
