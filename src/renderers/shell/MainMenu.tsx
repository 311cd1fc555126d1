import { Suspense } from 'react';
import { lazyWithWords } from '../language/lazy-with-words';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { activeMenuItem, visibleMenu } from '../../engine/layout/menu';
import { useLayout } from '../layout/layout-context';
import { useMenuContext } from '../routing/use-menu-context';
import { useSession } from '../session/session-context';
import { isCustomerRole } from '../../engine/roles/roles';
import { portalFrameMessages as t } from '../../engine/messages/portal-frame';
// Staff-only, and it reaches into the form caches: loaded with the first staff menu, not with login.
const ClearCachesButton = lazyWithWords(() => import('./ClearCachesButton').then((m) => ({ default: m.ClearCachesButton })));

/** Beyond this many items a mid-width header shows the customer's icon without their name (staff menus sit at the side). */
const CROWDED = 3;

/**
 * The role's menu, generated from the layout and filtered by the engine's rules, and Logout.
 * Staff get it as the admin side menu (spec 1 §2) on wide screens; at 960px or less every menu
 * folds behind the header's toggle.
 */
export function MainMenu({ id, open, onNavigate }: { id: string; open: boolean; onNavigate: () => void }) {
  const layout = useLayout();
  const context = useMenuContext();
  const { role, userInfo, actor, signingOut } = useSession();
  const staff = !isCustomerRole(role);
  const items = visibleMenu(layout, staff ? 'admin' : 'customer', context);
  const active = activeMenuItem(items, useLocation().pathname);
  // The signed-in name opens the caller's own profile (customers also have it in their menu).
  const profile = layout.screens.find((s) => s.load === 'getProfile' && s.submit === 'updateProfile' && s.access === (isCustomerRole(role) ? 'customer' : 'staff'));

  return (
    <nav id={id} className={['menu', open && 'menu--open', staff && 'menu--side', !staff && items.length > CROWDED && 'menu--crowded'].filter(Boolean).join(' ')} aria-label={t.mainMenu}>
      <ul className="menu__items">
        {items.map((item) => (
          <li key={item.id}>
            {item.disabled ? (
              <span className="menu__link menu__link--disabled" aria-disabled="true">
                {item.icon && <i className={item.icon} aria-hidden="true" />} {item.label}
              </span>
            ) : (
              <Link
                to={item.route}
                onClick={onNavigate}
                className={item === active ? 'menu__link menu__link--active' : 'menu__link'}
                aria-current={item === active ? 'page' : undefined}
              >
                {item.icon && <i className={item.icon} aria-hidden="true" />} {item.label}
              </Link>
            )}
          </li>
        ))}
      </ul>
      <div className="menu__user">
        {userInfo?.display_name &&
          (profile ? (
            <NavLink to={profile.route} onClick={onNavigate} className="menu__user-name" title={`${userInfo.display_name}: ${profile.title ?? ''}`}>
              <i className="pi pi-user" aria-hidden="true" />
              <span className="menu__user-label">{userInfo.display_name}</span>
            </NavLink>
          ) : (
            <span className="menu__user-name">{userInfo.display_name}</span>
          ))}
        {staff && (
          <Suspense fallback={null}>
            <ClearCachesButton onDone={onNavigate} />
          </Suspense>
        )}
        <button type="button" className="menu__logout" disabled={signingOut} onClick={() => actor.send({ type: 'LOGOUT' })}>
          <i className="pi pi-sign-out" aria-hidden="true" /> {t.logout}
        </button>
      </div>
    </nav>
  );
}
