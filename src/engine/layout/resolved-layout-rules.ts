import { jsonPointer as pointer, type JsonProblem as LayoutProblem } from '../validation/json-problems';
import { homeScreen } from './menu';
import { accessOverlaps, routeShape } from './shared-routes';
import type { Access, ResolvedLayout } from './types';
import { ADMIN_ROLE, CUSTOMER_ROLE } from '../roles/roles';

// Apart from the schema check (validate-layout.ts) because these rules need no JSON Schema
// validator: the browser checks a served layout with them alone and never downloads ajv.

export class LayoutError extends Error {
  constructor(
    readonly source: string,
    readonly problems: LayoutProblem[],
  ) {
    super(`${source}: ${problems.map((p) => `${p.path} ${p.message}`).join('; ')}`);
  }
}

/**
 * The screens a portal cannot run without — a way in, a place for unknown paths, each role's
 * home — and what they must stay, so no layout (a tenant folder's or a published one) can lock
 * everyone out.
 */
const ESSENTIAL: Readonly<Record<string, { kind?: string; access: Access; what: string }>> = {
  login: { kind: 'login', access: 'anonymous', what: 'the login screen' },
  notFound: { kind: 'notFound', access: 'public', what: 'the not-found screen' },
  [homeScreen(CUSTOMER_ROLE)]: { access: 'customer', what: "the customers' home" },
  [homeScreen(ADMIN_ROLE)]: { access: 'staff', what: "the staff's home" },
};

function essentialProblems(layout: ResolvedLayout): LayoutProblem[] {
  const problems: LayoutProblem[] = [];
  for (const [id, rule] of Object.entries(ESSENTIAL)) {
    const screen = layout.screens.find((s) => s.id === id);
    if (!screen) problems.push({ path: pointer('screens', id, 'enabled'), message: `The portal cannot run without ${rule.what}` });
    else if (rule.kind && screen.kind !== rule.kind) problems.push({ path: pointer('screens', id, 'kind'), message: `${rule.what} must stay of kind ${rule.kind}` });
    else if (screen.access !== rule.access) problems.push({ path: pointer('screens', id, 'access'), message: `${rule.what} must stay ${rule.access}` });
  }
  return problems;
}

/** A redirect leads from a path no screen has to a screen's own route: it can neither hide a screen nor loop. */
function redirectProblems(layout: ResolvedLayout, shapes: ReadonlyMap<string, string>): LayoutProblem[] {
  const targets = new Set(layout.screens.filter((s) => s.route && !s.route.includes(':')).map((s) => routeShape(s.route)));
  return layout.redirects.flatMap((redirect, index) => {
    const hidden = shapes.get(routeShape(redirect.from));
    if (hidden) return [{ path: pointer('redirects', index, 'from'), message: `${redirect.from} is the route of screen ${hidden}: a redirect would hide it` }];
    if (!targets.has(routeShape(redirect.to))) return [{ path: pointer('redirects', index, 'to'), message: `${redirect.to} is the route of no screen` }];
    return [];
  });
}

/**
 * Checks what only the merged layout can show: every screen has a route, kind and access, no
 * two screens share a route for the same caller, the essential screens are there as they must be, redirects lead
 * from free paths to screens, and menu items open screens that exist.
 */
export function assertResolvedLayout(layout: ResolvedLayout, source: string): void {
  const problems: LayoutProblem[] = [];
  const shapes = new Map<string, string>();
  const sharers = new Map<string, { id: string; access: Access }[]>();
  for (const screen of layout.screens) {
    for (const field of ['route', 'kind', 'access'] as const) {
      if (!screen[field]) problems.push({ path: pointer('screens', screen.id, field), message: 'is missing' });
    }
    if (!screen.route) continue;
    const shape = routeShape(screen.route);
    // Two screens share a route only for different callers (a visitor's and a customer's /payment).
    const clash = (sharers.get(shape) ?? []).find((other) => !screen.access || accessOverlaps(other.access, screen.access));
    if (clash) problems.push({ path: pointer('screens', screen.id, 'route'), message: `${screen.route} is also the route of screen ${clash.id}` });
    else if (screen.access) sharers.set(shape, [...(sharers.get(shape) ?? []), { id: screen.id, access: screen.access }]);
    if (!shapes.has(shape)) shapes.set(shape, screen.id);
  }
  problems.push(...essentialProblems(layout), ...redirectProblems(layout, shapes));
  const ids = new Set(layout.screens.map((s) => s.id));
  for (const menu of ['customer', 'admin'] as const) {
    layout.menus[menu].forEach((item, index) => {
      if (!item.screen) problems.push({ path: pointer('menus', menu, index, 'screen'), message: `Menu item ${item.id} opens no screen` });
      else if (!ids.has(item.screen)) problems.push({ path: pointer('menus', menu, index, 'screen'), message: `Menu item ${item.id} opens unknown screen ${item.screen}` });
    });
  }
  if (problems.length) throw new LayoutError(source, problems);
}
