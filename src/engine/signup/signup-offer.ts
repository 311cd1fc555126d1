import { hasServiceArea, type ServiceAreaSettings } from '../address/service-area';
import type { ResolvedLayout } from '../layout/types';

/**
 * Issue 22, item 10: a portal that shows "Sign up" must be able to accept a signup. Every signup
 * is checked against the service area (service-area.ts), so a tenant whose layout offers a signup
 * screen while its settings serve no address at all would refuse every prospect after they typed
 * their address. Said at start-up instead, with what to change.
 */
export function signupOfferProblem(layout: ResolvedLayout, settings: ServiceAreaSettings): string | undefined {
  const offered = layout.screens.filter((screen) => screen.flow === 'signup').map((screen) => screen.id);
  if (offered.length === 0 || hasServiceArea(settings)) return undefined;
  return (
    `/settings serves no address (service_area_states, service_area_zip_codes and service_area_countries are all empty), ` +
    `yet the layout offers signup (screens ${offered.join(', ')}): every prospect would be refused. ` +
    `Set a service area, or disable those screens in layout.json ("enabled": false).`
  );
}
