import { NavLink } from 'react-router-dom';
import type { Account } from '../../../engine/api/types';
import { screenRoute } from '../../../engine/layout/screen-links';
import { useLayout } from '../../layout/layout-context';
import { useTenant } from '../../tenant/tenant-context';
import '../../styles/link-tabs.css';
import { orderScreenMessages as t } from '../../../engine/messages/order-screens';

/** Ordering is offered where the tenant shows it and the account buys fuel (spec 1 §3 is_fuel). */
export function canOrderFuel(settings: { show_fuel_ordering?: boolean }, account: Account | undefined): boolean {
  return settings.show_fuel_ordering === true && account?.is_fuel === true;
}

/**
 * The spec's ordering tabs (spec 2 §9): 'Products' and 'Order Fuel', the latter into the order
 * screen of the current account. No tab bar where the account cannot order.
 */
export function OrderingTabs({ account }: { account: Account | undefined }) {
  const layout = useLayout();
  const { settings } = useTenant();
  if (!account || !canOrderFuel(settings, account)) return null;
  const candidates: { label: string; to: string | undefined }[] = [
    { label: t.products, to: screenRoute(layout, 'products') },
    { label: t.orderFuel, to: screenRoute(layout, 'orderFuel', account) },
  ];
  const tabs = candidates.filter((tab): tab is { label: string; to: string } => tab.to !== undefined);
  return (
    <nav className="link-tabs" aria-label={t.ordering}>
      {tabs.map((tab) => (
        <NavLink key={tab.label} to={tab.to} end className={({ isActive }) => `link-tabs__tab${isActive ? ' link-tabs__tab--active' : ''}`}>
          {tab.label}
        </NavLink>
      ))}
    </nav>
  );
}
