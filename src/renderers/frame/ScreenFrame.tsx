import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import type { ResolvedScreen } from '../../engine/layout';
import type { ScreenFrameKind } from '../../../schemas/generated/enums';

export interface ScreenFrameProps {
  screen: ResolvedScreen;
  /** The heading, when it is not the layout's title (an account's name). */
  title?: ReactNode;
  /** Beside the heading: the account picker, a link to a related screen. */
  actions?: ReactNode;
  /**
   * `page`: the heading row above the screen's own cards; `card`: the heading inside one card (a
   * form page); `narrow`: one narrow card (password, registration, log in).
   */
  variant?: Exclude<ScreenFrameKind, 'account'>;
  /** The screen's own class on the section (and, for the card variants, `cardClassName` on the card). */
  className?: string;
  cardClassName?: string;
  children: ReactNode;
}

/** Whether a frame has been shown since the page loaded: the first one keeps the browser's own focus. */
let framesShown = 0;

/**
 * What every screen starts with: a section labelled by its heading, the heading the layout's
 * title. After an in-app navigation focus moves to the heading, so a screen reader says where the
 * user is and Tab starts from the new content, not from the link that was pressed (a redirect, or
 * the page's first screen, leaves focus where the browser put it).
 */
export function ScreenFrame({ screen, title, actions, variant = 'page', className, cardClassName, children }: ScreenFrameProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  const { pathname } = useLocation();
  const navigation = useNavigationType();
  useEffect(() => {
    const firstOfPage = framesShown === 0;
    framesShown += 1;
    if (navigation === 'REPLACE' || (firstOfPage && navigation === 'POP')) return;
    // A field that took focus itself (autofocus) keeps it.
    if (heading.current?.closest('section')?.contains(document.activeElement)) return;
    heading.current?.focus({ preventScroll: true });
  }, [pathname, navigation]);

  const headingId = `${screen.id}-title`;
  const h1 = (
    <h1 id={headingId} ref={heading} tabIndex={-1}>
      {title ?? screen.title}
    </h1>
  );
  const sectionClass = ['screen', variant === 'narrow' ? 'screen--narrow' : '', className ?? ''].filter(Boolean).join(' ');
  if (variant === 'page') {
    return (
      <section className={sectionClass} aria-labelledby={headingId}>
        <div className="screen__head">
          {h1}
          {actions}
        </div>
        {children}
      </section>
    );
  }
  return (
    <section className={sectionClass} aria-labelledby={headingId}>
      <div className={cardClassName ? `card ${cardClassName}` : 'card'}>
        {h1}
        {children}
      </div>
    </section>
  );
}
