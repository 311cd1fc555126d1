import type { ComponentType } from 'react';
import type { ResolvedScreen } from '../../engine/layout';
import type { RendererEntry, ScreenProps } from './types';

/**
 * The renderer of the highest-ranked entry whose tester applies (rank above 0); undefined when
 * none does. A later entry wins a tie, so a tenant's registration overrides a built-in one of
 * equal rank. Shared by the screen registry and the form registry.
 */
export function pickRanked<Subject, Renderer>(registry: readonly { tester: (subject: Subject) => number; renderer: Renderer }[], subject: Subject): Renderer | undefined {
  let best: Renderer | undefined;
  let bestRank = 0;
  for (const entry of registry) {
    const rank = entry.tester(subject);
    if (rank > 0 && rank >= bestRank) {
      best = entry.renderer;
      bestRank = rank;
    }
  }
  return best;
}

/** The screen's renderer; `fallback` when no entry applies. */
export function pickRenderer(
  registry: readonly RendererEntry[],
  screen: ResolvedScreen,
  fallback: ComponentType<ScreenProps>,
): ComponentType<ScreenProps> {
  return pickRanked(registry, screen) ?? fallback;
}
