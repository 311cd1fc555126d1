import type { ScreenProps } from './types';

/** Shown for a layout screen whose kind no renderer handles: visible, never a blank page. */
export function UnknownScreen({ screen }: ScreenProps) {
  return (
    <section className="screen" aria-labelledby="unknown-screen-title">
      <h1 id="unknown-screen-title">{screen.title ?? screen.id}</h1>
      <p role="alert">
        This page cannot be shown: no renderer handles screens of kind <code>{screen.kind}</code>.
      </p>
    </section>
  );
}
