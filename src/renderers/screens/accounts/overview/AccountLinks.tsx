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
  // Records is the table screen listing the account's documents (its first tab); Products a kind of its own.
  const links = [
    { is: (s: ResolvedScreen) => s.kind === 'table' && s.load === 'listAccountDocuments', flag: account.is_records, icon: 'pi pi-file' },
    { is: (s: ResolvedScreen) => s.kind === 'products', flag: account.is_fuel, icon: 'pi pi-box' },
  ].flatMap(({ is, flag, icon }) => {
    const target = flag ? relatedScreen(layout, screen, (s) => is(s) && s.access === 'customer') : undefined;
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
