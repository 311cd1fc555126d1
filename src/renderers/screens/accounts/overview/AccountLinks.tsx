import { Link } from 'react-router-dom';
import type { Account } from '../../../../engine/api/types';
import type { ResolvedScreen } from '../../../../engine/layout';
import { useLayout } from '../../../layout/layout-context';
import { relatedScreen } from '../../../layout/related-screen';

/**
 * The account's tabs as links, each shown only when the account has its feature flag
 * (is_records: Records, is_fuel: Products). Payment (is_payment) joins with the payment work.
 */
export function AccountLinks({ screen, account }: { screen: ResolvedScreen; account: Account }) {
  const layout = useLayout();
  const links = [
    { kind: 'records', flag: account.is_records, icon: 'pi pi-file' },
    { kind: 'products', flag: account.is_fuel, icon: 'pi pi-box' },
  ].flatMap(({ kind, flag, icon }) => {
    const target = flag ? relatedScreen(layout, screen, (s) => s.kind === kind && s.access === 'customer') : undefined;
    return target ? [{ target, icon }] : [];
  });
  if (links.length === 0) return null;
  return (
    <nav className="account-links" aria-label="Account">
      {links.map(({ target, icon }) => (
        <Link key={target.id} to={target.route} className="p-button p-button-outlined p-button-sm">
          <i className={icon} aria-hidden="true" />
          {target.title}
        </Link>
      ))}
    </nav>
  );
}
