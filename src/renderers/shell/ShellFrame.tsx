import { useSession } from '../session/session-context';
import { appClass } from './app-class';
import { HeaderBrand } from './HeaderBrand';
import { Loading } from './Loading';
import { MenuToggle } from './MenuToggle';
import { useDocumentTitle } from './use-document-title';

/**
 * The page frame as soon as the tenant is known, while its layout is still on the way: the
 * header with the tenant's brand, and a spinner where the screen will be. The brand is the
 * largest thing many screens paint (the account list's, for one), so the visitor sees it a round
 * trip sooner. It has the full shell's geometry (the menu button of a signed-in user, the
 * staff's side column), so nothing moves when the shell takes over.
 */
export function ShellFrame() {
  const { role, userInfo } = useSession();
  useDocumentTitle();
  return (
    <div className={appClass(role)}>
      <header className="header">
        {/* `/` leads to the caller's home once the layout says where that is. */}
        <HeaderBrand home="/" />
        {userInfo && <MenuToggle open={false} />}
      </header>
      <main className="app__main" id="main">
        <Loading />
      </main>
    </div>
  );
}
