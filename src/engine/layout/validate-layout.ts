import Ajv from 'ajv';
import layoutSchema from '../../../schemas/entities/layout.schema.json';
import type { Layout, ResolvedLayout } from './types';

export class LayoutError extends Error {
  constructor(
    readonly source: string,
    readonly problems: string[],
  ) {
    super(`${source}: ${problems.join('; ')}`);
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
    return `${e.instancePath || '/'} ${e.message}${extra}`;
  });
  throw new LayoutError(source, problems);
}

/**
 * Checks what only the merged layout can show: every screen has a route, kind and access,
 * routes are unique, and menu items open screens that exist.
 */
export function assertResolvedLayout(layout: ResolvedLayout, source: string): void {
  const problems: string[] = [];
  const routes = new Map<string, string>();
  for (const screen of layout.screens) {
    for (const field of ['route', 'kind', 'access'] as const) {
      if (!screen[field]) problems.push(`/screens/${screen.id} has no ${field}`);
    }
    const clash = routes.get(screen.route);
    if (clash) problems.push(`/screens/${screen.id}/route ${screen.route} is also the route of ${clash}`);
    routes.set(screen.route, screen.id);
  }
  const ids = new Set(layout.screens.map((s) => s.id));
  for (const menu of ['customer', 'admin'] as const) {
    layout.menus[menu].forEach((item, index) => {
      if (!item.screen) problems.push(`/menus/${menu}/${index} (${item.id}) names no screen`);
      else if (!ids.has(item.screen)) problems.push(`/menus/${menu}/${index} (${item.id}) opens unknown screen ${item.screen}`);
    });
  }
  if (problems.length) throw new LayoutError(source, problems);
}
