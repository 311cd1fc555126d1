import { Link } from 'react-router-dom';
import { messageText } from '../../../engine/messages/catalogue';
import { useLayout } from '../../layout/layout-context';
import { useCanOpen } from '../../routing/use-can-open';

/**
 * The login page's links to the applications a prospect may send (Residential Application,
 * Residential Credit Application): each shows when the layout words it (`messages`) and the
 * tenant offers it (its screen's setting).
 */
export function ApplicationLinks({ messages }: { messages: Readonly<Record<string, string>> | undefined }) {
  const screens = useLayout().screens;
  const canOpen = useCanOpen();
  const links = (['residentialApplication', 'residentialCredit'] as const)
    .map((id) => ({ id, text: messages?.[id], screen: screens.find((s) => s.id === id) }))
    .filter((link) => link.text && canOpen(link.screen));
  if (!links.length) return null;
  return (
    <p className="login__applications">
      {links.map((link) => (
        <Link key={link.id} to={link.screen!.route}>
          <i className="pi pi-file-edit" aria-hidden="true" /> {messageText(link.text!)}
        </Link>
      ))}
    </p>
  );
}
