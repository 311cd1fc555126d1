import { useCallback } from 'react';
import { canOpenScreen } from '../../engine/layout/menu';
import type { ResolvedScreen } from '../../engine/layout/types';
import { useSession } from '../session/session-context';
import { useMenuContext } from './use-menu-context';

/**
 * Whether the caller may open a screen, by the rule the route guard and the menu use: a link or
 * button to a screen shows only when it would open.
 */
export function useCanOpen(): (screen: ResolvedScreen | undefined) => boolean {
  const { role } = useSession();
  const context = useMenuContext();
  return useCallback((screen) => screen !== undefined && canOpenScreen(screen, role, context), [role, context]);
}
