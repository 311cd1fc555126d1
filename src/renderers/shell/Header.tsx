import { useState } from 'react';
import { LanguageSwitch } from '../language/LanguageSwitch';
import { useHomeRoute } from '../routing/use-home-route';
import { useSession } from '../session/session-context';
import { HeaderBrand } from './HeaderBrand';
import { MainMenu } from './MainMenu';
import { MenuToggle } from './MenuToggle';

/**
 * Logo, site name, the language switch (issue 24), the role's menu and Logout (spec 1 §2). At 960px or less the menu folds
 * behind a toggle button (the breakpoint lives in the stylesheet).
 */
export function Header() {
  const { userInfo } = useSession();
  const home = useHomeRoute();
  const [menuOpen, setMenuOpen] = useState(false);

  return (
    <header className="header">
      <HeaderBrand home={home} />
      <LanguageSwitch />
      {userInfo && (
        <>
          <MenuToggle open={menuOpen} onToggle={() => setMenuOpen((open) => !open)} />
          <MainMenu id="main-menu" open={menuOpen} onNavigate={() => setMenuOpen(false)} />
        </>
      )}
    </header>
  );
}
