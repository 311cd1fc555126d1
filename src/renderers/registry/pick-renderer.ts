import type { ComponentType } from 'react';
import type { ResolvedScreen } from '../../engine/layout';
import type { RendererEntry, ScreenProps } from './types';

/**
 * The renderer of the highest-ranked entry whose tester applies; `fallback` when none does.
 * A later entry wins a tie, so a tenant's registration overrides a built-in one of equal rank.
 */
export function pickRenderer(
  registry: readonly RendererEntry[],
  screen: ResolvedScreen,
  fallback: ComponentType<ScreenProps>,
): ComponentType<ScreenProps> {
  let best: RendererEntry | undefined;
  let bestRank = 0;
  for (const entry of registry) {
    const rank = entry.tester(screen);
    if (rank > 0 && rank >= bestRank) {
      best = entry;
      bestRank = rank;
    }
  }
  return best?.renderer ?? fallback;
}
