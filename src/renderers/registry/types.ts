import type { ComponentType } from 'react';
import type { ResolvedScreen } from '../../engine/layout';

/** What every screen renderer receives: its screen entry from the layout. */
export interface ScreenProps {
  screen: ResolvedScreen;
}

/** How well a renderer fits a screen; below 1 means "not at all". */
export type Tester = (screen: ResolvedScreen) => number;

export interface RendererEntry {
  tester: Tester;
  renderer: ComponentType<ScreenProps>;
}

export const NOT_APPLICABLE = -1;

/** JSON Forms' `rankWith`: the rank when the predicate holds, else not applicable. */
export function rankWith(rank: number, predicate: (screen: ResolvedScreen) => boolean): Tester {
  return (screen) => (predicate(screen) ? rank : NOT_APPLICABLE);
}

export function kindIs(kind: string): (screen: ResolvedScreen) => boolean {
  return (screen) => screen.kind === kind;
}
