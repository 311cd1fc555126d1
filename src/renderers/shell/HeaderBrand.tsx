import { Link } from 'react-router-dom';
import { useTenant } from '../tenant/tenant-context';

/** The tenant's logo and site name, linking home (spec 1 §2). */
export function HeaderBrand({ home }: { home: string }) {
  const { settings } = useTenant();
  const siteName = settings.site_name;
  return (
    <Link to={home} className="header__brand">
      {settings.logo && <img className="header__logo" src={settings.logo} alt={siteName} />}
      {settings.show_site_name !== false && <span className="header__site-name">{siteName}</span>}
    </Link>
  );
}
