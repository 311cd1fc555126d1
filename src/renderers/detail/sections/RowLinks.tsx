import { Link } from 'react-router-dom';
import { settingOn } from '../../../engine/layout/menu';
import { screenRoute } from '../../../engine/layout/screen-links';
import { messageText } from '../../../engine/messages/catalogue';
import { useLayout } from '../../layout/layout-context';
import { useTenant } from '../../tenant/tenant-context';
import { actionText } from '../../table/actions/action-text';
import { valueAt } from '../../table/cell-value';
import { recordMatches } from './record-matches';
import type { DetailSection } from './section-props';

export type RowLink = NonNullable<DetailSection['rowLinks']>[number];

/** A section's row links that show for this record: their setting on, their condition met by the record. */
export function useRowLinks(section: DetailSection, record: object): RowLink[] {
  const { settings } = useTenant();
  return (section.rowLinks ?? []).filter((link) => settingOn(settings, link.setting) && recordMatches(record, link.when));
}

/**
 * One row's links into other screens (a table's last cell, a tank card's foot): each route filled
 * from the record, its query from the row (the tank chosen), its screen-reader name from the row.
 */
export function RowLinkButtons({ links, row, record }: { links: readonly RowLink[]; row: object; record: object }) {
  const layout = useLayout();
  return (
    <div className="row-actions">
      {links.map((link) => (
        <Link
          key={link.screen}
          className="p-button p-button-sm"
          to={screenRoute(layout, link.screen, record, Object.fromEntries(Object.entries(link.query ?? {}).map(([name, field]) => [name, String(valueAt(row, field) ?? '')]))) ?? '#'}
          aria-label={link.ariaLabel ? actionText(link.ariaLabel, row) : undefined}
        >
          {messageText(link.label)}
        </Link>
      ))}
    </div>
  );
}
