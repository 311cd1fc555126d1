import type { Layout, Screen, MenuItem, Access } from '../../../schemas/generated/layout';

export type { Layout, Screen, MenuItem, Access };

/** A screen after merging, with its id and the fields every screen has. */
export type ResolvedScreen = Screen & { id: string; route: string; kind: string; access: Access };

export interface ResolvedLayout {
  screens: ResolvedScreen[];
  redirects: { from: string; to: string }[];
  menus: { customer: MenuItem[]; admin: MenuItem[] };
}
