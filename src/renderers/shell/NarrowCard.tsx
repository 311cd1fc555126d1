import type { ReactNode } from 'react';
import type { ResolvedScreen } from '../../engine/layout';

/** The narrow single-card frame of the account screens (password, registration, verification), titled by the screen. */
export function NarrowCard({ screen, className, children }: { screen: ResolvedScreen; className?: string; children: ReactNode }) {
  return (
    <section className="screen screen--narrow" aria-labelledby={`${screen.id}-title`}>
      <div className={className ? `card ${className}` : 'card'}>
        <h1 id={`${screen.id}-title`}>{screen.title}</h1>
        {children}
      </div>
    </section>
  );
}
