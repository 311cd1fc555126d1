import type { ResolvedScreen } from '../../engine/layout';

/** What a table screen may declare beyond its rows (and the account frame), each drawn by the table kind's own code. In the shell: kept short. */
const EXTRAS = 'tabs related filters panel rowActions rowFiles bulkActions headerActions export'.split(' ') as (keyof ResolvedScreen)[];

/**
 * Whether a table screen only lists its rows (columns, sort, pages, a search, a row's record and
 * the links under it): the list renderer (ListScreen) draws it without the code of the table
 * kind's extras — filters' drop-downs, actions with their dialogs and forms, exports, the account
 * frame (issue 25: /accounts carried them all for none). An empty list declares nothing.
 */
export const listsOnly = (screen: ResolvedScreen): boolean => screen.kind === 'table' && screen.frame !== 'account' && EXTRAS.every((extra) => !([] as unknown[]).concat(screen[extra] ?? []).length);
