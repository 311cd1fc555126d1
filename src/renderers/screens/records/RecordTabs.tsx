import { NavLink } from 'react-router-dom';
import type { ResolvedScreen } from '../../../engine/layout';
import { messageText } from '../../../engine/messages/catalogue';

/** A record tab's name: the layout's `messages.tab`, else its title. */
export const tabName = (screen: ResolvedScreen) => messageText(screen.messages?.tab ?? screen.title ?? screen.id);

/** Documents | Transactions | Deliveries: each tab is a screen of the layout, so a tab is a link. */
export function RecordTabs({ tabs }: { tabs: readonly ResolvedScreen[] }) {
  return (
    <nav className="record-tabs" aria-label="Records">
      {tabs.map((tab) => (
        <NavLink key={tab.id} to={tab.route} end className={({ isActive }) => (isActive ? 'record-tabs__tab record-tabs__tab--active' : 'record-tabs__tab')}>
          {tabName(tab)}
        </NavLink>
      ))}
    </nav>
  );
}
