import type { ReactNode } from 'react';
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

/**
 * What every screen starts with: a section labelled by its heading, the heading the layout's
 * title, focusable by script (tabIndex -1): focus moves to it after a route change
 * (routing/use-arrival-focus) and on each step of a flow (use-step-focus).
 */
export function ScreenFrame({ screen, title, actions, variant = 'page', className, cardClassName, children }: ScreenFrameProps) {

  const headingId = `${screen.id}-title`;
  const h1 = (
    <h1 id={headingId} tabIndex={-1}>
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
