import { NavLink } from 'react-router-dom';
import type { ResolvedScreen } from '../../engine/layout';
import { messageText } from '../../engine/messages/catalogue';
import '../styles/link-tabs.css';

/** A tab's name: the layout's `messages.tab`, else its title. */
export const tabName = (screen: ResolvedScreen) => messageText(screen.messages?.tab ?? screen.title ?? screen.id);

/** A table screen's `tabs` (Documents | Transactions | Deliveries): each tab is a screen of the layout, so a tab is a link. */
export function TableTabs({ tabs, label }: { tabs: readonly ResolvedScreen[]; label: string }) {
  return (
    <nav className="link-tabs" aria-label={label}>
      {tabs.map((tab) => (
        <NavLink key={tab.id} to={tab.route} end className={({ isActive }) => (isActive ? 'link-tabs__tab link-tabs__tab--active' : 'link-tabs__tab')}>
          {tabName(tab)}
        </NavLink>
      ))}
    </nav>
  );
}
