import type { ScreenProps } from './types';
import { portalFrameMessages as t } from '../../engine/messages/portal-frame';

/** Shown for a layout screen whose kind no renderer handles: visible, never a blank page. */
export function UnknownScreen({ screen }: ScreenProps) {
  // The kind as code inside the sentence, wherever a locale puts it.
  const [before, after] = t.unknownScreenKind.split('{kind}');
  return (
    <section className="screen" aria-labelledby="unknown-screen-title">
      <h1 id="unknown-screen-title">{screen.title ?? screen.id}</h1>
      <p role="alert">
        {before}
        <code>{screen.kind}</code>
        {after}
      </p>
    </section>
  );
}
