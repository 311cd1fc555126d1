import Ajv from 'ajv';
import layoutSchema from '../../../schemas/entities/layout.schema.json';
import type { LayoutProblem } from './check-references';
import type { Layout, ResolvedLayout } from './types';

export class LayoutError extends Error {
  constructor(
    readonly source: string,
    readonly problems: LayoutProblem[],
  ) {
    super(`${source}: ${problems.map((p) => `${p.path} ${p.message}`).join('; ')}`);
  }
}

const ajv = new Ajv({ allErrors: true, strict: false });
const validateDocument = ajv.compile<Layout>(layoutSchema);

/** Checks one layout document (default, tenant file or saved override) against its schema. */
export function assertLayoutDocument(document: unknown, source: string): asserts document is Layout {
  if (validateDocument(document)) return;
  const problems = (validateDocument.errors ?? []).map((e) => {
    // "must NOT have additional properties" alone does not say which property to remove.
    const extra = e.keyword === 'additionalProperties' ? `: ${(e.params as { additionalProperty: string }).additionalProperty}` : '';
    return { path: e.instancePath || '/', message: `${e.message ?? 'is invalid'}${extra}` };
  });
  throw new LayoutError(source, problems);
}

const pointer = (...parts: (string | number)[]) => '/' + parts.map((p) => String(p).replace(/~/g, '~0').replace(/\//g, '~1')).join('/');
/** Routes React Router cannot tell apart: the same segments with any :parameter names. */
const routeShape = (route: string) => route.replace(/:\w+/g, ':');

/**
 * Checks what only the merged layout can show: every screen has a route, kind and access, no
 * two screens share a route, and menu items open screens that exist.
 */
export function assertResolvedLayout(layout: ResolvedLayout, source: string): void {
  const problems: LayoutProblem[] = [];
  const shapes = new Map<string, string>();
  for (const screen of layout.screens) {
    for (const field of ['route', 'kind', 'access'] as const) {
      if (!screen[field]) problems.push({ path: pointer('screens', screen.id, field), message: 'is missing' });
    }
    if (!screen.route) continue;
    const clash = shapes.get(routeShape(screen.route));
    if (clash) problems.push({ path: pointer('screens', screen.id, 'route'), message: `${screen.route} is also the route of screen ${clash}` });
    else shapes.set(routeShape(screen.route), screen.id);
  }
  const ids = new Set(layout.screens.map((s) => s.id));
  for (const menu of ['customer', 'admin'] as const) {
    layout.menus[menu].forEach((item, index) => {
      if (!item.screen) problems.push({ path: pointer('menus', menu, index, 'screen'), message: `Menu item ${item.id} opens no screen` });
      else if (!ids.has(item.screen)) problems.push({ path: pointer('menus', menu, index, 'screen'), message: `Menu item ${item.id} opens unknown screen ${item.screen}` });
    });
  }
  if (problems.length) throw new LayoutError(source, problems);
}
