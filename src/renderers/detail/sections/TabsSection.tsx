import { Link, NavLink } from 'react-router-dom';
import { screenRoute } from '../../../engine/layout/screen-links';
import { messageText } from '../../../engine/messages/catalogue';
import { useLayout } from '../../layout/layout-context';
import { useCanOpen } from '../../routing/use-can-open';
import type { SectionProps } from './section-props';
import '../../styles/link-tabs.css';

/**
 * Tabs (the spec's ordering tabs: Products, Order Fuel) or link buttons (an account's Records and
 * Products) into other screens, each worded by its screen's title, its route's :placeholders
 * filled from the record. A screen the caller may not open is left out, and so is one whose
 * customer menu item asks for an account flag the record (an account) does not have. No tab bar
 * is drawn for fewer than two tabs, no links for none.
 */
export function TabsSection({ section, record }: SectionProps) {
  const layout = useLayout();
  const canOpen = useCanOpen();
  const tabs = (section.screens ?? []).flatMap((id) => {
    const target = layout.screens.find((s) => s.id === id);
    const to = screenRoute(layout, id, record);
    const item = layout.menus.customer.find((menuItem) => menuItem.screen === id);
    const flagged = !item?.accountFlag || (record as Record<string, unknown>)[item.accountFlag] === true;
    return target && to && flagged && canOpen(target) ? [{ id, label: target.title ?? id, to, icon: item?.icon }] : [];
  });
  const label = messageText(section.title ?? '');
  if (section.kind === 'links') {
    if (tabs.length === 0) return null;
    return (
      <nav className="detail-links" aria-label={label}>
        {tabs.map((tab) => (
          <Link key={tab.id} to={tab.to} className="p-button p-button-outlined p-button-sm">
            {tab.icon && <i className={tab.icon} aria-hidden="true" />}
            {tab.label}
          </Link>
        ))}
      </nav>
    );
  }
  if (tabs.length < 2) return null;
  return (
    <nav className="link-tabs" aria-label={label}>
      {tabs.map((tab) => (
        <NavLink key={tab.id} to={tab.to} end className={({ isActive }) => `link-tabs__tab${isActive ? ' link-tabs__tab--active' : ''}`}>
          {tab.label}
        </NavLink>
      ))}
    </nav>
  );
}
