import { NavLink } from 'react-router-dom';
import { screenRoute } from '../../../engine/layout/screen-links';
import { messageText } from '../../../engine/messages/catalogue';
import { useLayout } from '../../layout/layout-context';
import { useCanOpen } from '../../routing/use-can-open';
import type { SectionProps } from './section-props';

/**
 * Tabs into other screens (the spec's ordering tabs: Products, Order Fuel), each worded by its
 * screen's title, its route's :placeholders filled from the record; a tab the caller may not
 * open is left out, and no bar is drawn for fewer than two.
 */
export function TabsSection({ section, record }: SectionProps) {
  const layout = useLayout();
  const canOpen = useCanOpen();
  const tabs = (section.screens ?? []).flatMap((id) => {
    const target = layout.screens.find((s) => s.id === id);
    const to = screenRoute(layout, id, record);
    return target && to && canOpen(target) ? [{ id, label: target.title ?? id, to }] : [];
  });
  if (tabs.length < 2) return null;
  return (
    <nav className="detail-tabs" aria-label={messageText(section.title ?? '')}>
      {tabs.map((tab) => (
        <NavLink key={tab.id} to={tab.to} end className={({ isActive }) => `detail-tabs__tab${isActive ? ' detail-tabs__tab--active' : ''}`}>
          {tab.label}
        </NavLink>
      ))}
    </nav>
  );
}
