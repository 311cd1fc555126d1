import type { Layout, Screen, MenuItem, Access } from '../../../schemas/generated/layout';

export type { Layout, Screen, MenuItem, Access };

/** A screen after merging, with its id and the fields every screen has. */
export type ResolvedScreen = Screen & { id: string; route: string; kind: string; access: Access };

export interface ResolvedLayout {
  screens: ResolvedScreen[];
  redirects: { from: string; to: string }[];
  menus: { customer: MenuItem[]; admin: MenuItem[] };
}

/** A form screen's `then` when it is a second form (register's code step). */
export type NextForm = Extract<NonNullable<Screen['then']>, { form: string }>;

export const isNextForm = (then: Screen['then']): then is NextForm => typeof then === 'object' && 'form' in then;
