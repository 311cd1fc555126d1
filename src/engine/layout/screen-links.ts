import type { ResolvedLayout } from './types';

/** A route with its :placeholders filled from a record (`/admin/users/:email/edit`). */
export function fillRoute(route: string, record: object): string {
  return route.replace(/:(\w+)/g, (_, field: string) => encodeURIComponent(String((record as Record<string, unknown>)[field] ?? '')));
}

/** A screen title with its :placeholders filled from the route ("Versions of :name"). */
export function fillTitle(title: string, values: Readonly<Record<string, string | undefined>>): string {
  return title.replace(/:(\w+)/g, (whole, field: string) => values[field] ?? whole);
}

/**
 * The address of a layout screen, by its id, with its :placeholders filled from `values` and an
 * optional query: links between screens (mail included) are built from the tenant's layout,
 * never from a literal path. Undefined when the tenant's layout has no such screen (disabled).
 */
export function screenRoute(layout: ResolvedLayout, screenId: string, values: object = {}, query?: Record<string, string>): string | undefined {
  const screen = layout.screens.find((s) => s.id === screenId);
  if (!screen) return undefined;
  const search = query ? new URLSearchParams(query).toString() : '';
  return fillRoute(screen.route, values) + (search ? `?${search}` : '');
}
