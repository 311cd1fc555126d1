import { Link } from 'react-router-dom';
import { messageText } from '../../engine/messages/catalogue';
import { useLayout } from '../layout/layout-context';
import { useCanOpen } from './use-can-open';

/**
 * Links to the applications a screen's layout words (`messages` keyed by screen id: the login
 * page's Residential Application and Residential Credit Application, the accounts list's Apply
 * For Account): each shows when the tenant offers it (its screen's setting) to this caller.
 * `ids` limits them to those screens; without it every message naming a screen is a link.
 */
export function ApplicationLinks({ messages, ids, className }: { messages: Readonly<Record<string, string>> | undefined; ids?: readonly string[]; className?: string }) {
  const screens = useLayout().screens;
  const canOpen = useCanOpen();
  const links = (ids ?? Object.keys(messages ?? {}))
    .map((id) => ({ id, text: messages?.[id], screen: screens.find((s) => s.id === id) }))
    .filter((link) => link.text && link.screen?.kind === 'form' && canOpen(link.screen));
  if (!links.length) return null;
  return (
    <p className={className ?? 'login__applications'}>
      {links.map((link) => (
        <Link key={link.id} to={link.screen!.route}>
          <i className="pi pi-file-edit" aria-hidden="true" /> {messageText(link.text!)}
        </Link>
      ))}
    </p>
  );
}
