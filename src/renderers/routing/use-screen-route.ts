import { screenRoute } from '../../engine/layout/screen-links';
import { useLayout } from '../layout/layout-context';

/**
 * The address of a screen of the tenant's layout, by id (links between screens are never literal
 * paths); undefined when the tenant's layout has no such screen, so the link is left out.
 */
export function useScreenRoute(screenId: string, values?: object, query?: Record<string, string>): string | undefined {
  return screenRoute(useLayout(), screenId, values, query);
}
