import { Link } from 'react-router-dom';
import type { ResolvedScreen } from '../../engine/layout';
import { messageText } from '../../engine/messages/catalogue';
import { useLayout } from '../layout/layout-context';

/**
 * The screens a form screen links (its `links`), each worded by its own `messages.link`, else its
 * title: buttons beside the heading of a page, plain links `below` the form of a card (register's
 * request for access).
 */
export function FormLinks({ screen, below = false }: { screen: ResolvedScreen; below?: boolean }) {
  const layout = useLayout();
  const targets = (screen.links ?? []).map((id) => layout.screens.find((s) => s.id === id)).filter((s): s is ResolvedScreen => s !== undefined);
  if (!targets.length) return undefined;
  const word = (target: ResolvedScreen) => messageText(target.messages?.link ?? target.title ?? target.id);
  if (below) {
    return (
      <div className="form-links">
        {targets.map((target) => (
          <Link key={target.id} to={target.route}>
            {word(target)}
          </Link>
        ))}
      </div>
    );
  }
  return (
    <>
      {targets.map((target) => (
        <Link key={target.id} to={target.route} className="p-button p-button-outlined p-button-sm">
          <i className="pi pi-lock" aria-hidden="true" />
          &nbsp;{word(target)}
        </Link>
      ))}
    </>
  );
}

/** The loaded record's `facts`, read-only above the form (the profile's login email). */
export function FormFacts({ screen, record }: { screen: ResolvedScreen; record: object | undefined }) {
  if (!record || !screen.facts?.length) return null;
  return (
    <>
      {screen.facts.map((field) => {
        const value = (record as Record<string, unknown>)[field];
        return typeof value === 'string' || typeof value === 'number' ? (
          <p key={field} className="form-screen__fact">
            {value}
          </p>
        ) : null;
      })}
    </>
  );
}
