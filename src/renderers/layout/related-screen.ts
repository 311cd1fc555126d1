import type { ResolvedLayout, ResolvedScreen } from '../../engine/layout';

function sharedSegments(a: string, b: string): number {
  const left = a.split('/');
  const right = b.split('/');
  let count = 0;
  while (count < left.length && count < right.length && left[count] === right[count]) count++;
  return count;
}

/**
 * The screen of the layout that a screen links to — the users list's Create screen, the create
 * screen's list, the records table of the document viewer — found by what it does rather than
 * by a route written twice. Among several (/admin/users/create and
 * /admin/accounts/users/create), the one whose route shares most with `from`'s wins.
 */
export function relatedScreen(
  layout: ResolvedLayout,
  from: ResolvedScreen,
  matches: (screen: ResolvedScreen) => boolean,
): ResolvedScreen | undefined {
  let best: ResolvedScreen | undefined;
  let bestShared = -1;
  for (const screen of layout.screens) {
    if (screen.id === from.id || !matches(screen)) continue;
    const shared = sharedSegments(from.route, screen.route);
    if (shared > bestShared) {
      best = screen;
      bestShared = shared;
    }
  }
  return best;
}
