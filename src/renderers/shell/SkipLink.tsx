import type { MouseEvent } from 'react';
import { shellMessages } from '../../engine/messages/shell';

/** The main landmark's id: the skip link's target. */
export const MAIN_ID = 'main';

/**
 * "Skip to main content": the page's first focusable element, shown only when focused, so a
 * keyboard user passes the header and menus in one key. Focus moves to the main landmark itself
 * (it takes focus by script only: tabIndex -1) without changing the URL, which the router owns.
 */
export function SkipLink() {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    document.getElementById(MAIN_ID)?.focus();
  };
  return (
    <a className="skip-link" href={`#${MAIN_ID}`} onClick={skip}>
      {shellMessages.skipToMain}
    </a>
  );
}
