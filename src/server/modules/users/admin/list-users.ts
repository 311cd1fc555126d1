import { and, asc, count, desc, ilike, inArray, or, type SQL } from 'drizzle-orm';
import { users } from '../../../db/schema';
import { pageOf } from '../../../http/paging';
import { tenantHandler } from '../../../openapi/operation-types';
import { accountIdsByUser, userOf } from './user-view';

const sortColumns = {
  email: users.email,
  first_name: users.firstName,
  last_name: users.lastName,
  role: users.role,
  confirmed: users.confirmed,
  created_at: users.createdAt,
} as const;

function searchCondition(text: string | undefined): SQL | undefined {
  const term = text?.trim();
  if (!term) return undefined;
  const like = `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return or(ilike(users.email, like), ilike(users.firstName, like), ilike(users.lastName, like), ilike(users.displayName, like));
}

function rolesCondition(roles: string | undefined): SQL | undefined {
  const names = (roles ?? '').split(',').map((r) => r.trim()).filter(Boolean);
  return names.length ? inArray(users.role, names) : undefined;
}

/** GET /users: the tenant's users, paged, sorted and searched on the server; the id breaks ties so pages are stable. */
export const listUsers = tenantHandler<'listUsers'>(async ({ db, query }) => {
  const page = query.page ?? 0;
  const size = query.size ?? 10;
  const where = and(searchCondition(query.search), rolesCondition(query.roles));
  const direction = query.order === 'desc' ? desc : asc;
  const [{ total }] = await db.select({ total: count() }).from(users).where(where);
  const rows = await db
    .select()
    .from(users)
    .where(where)
    .orderBy(direction(sortColumns[query.sort ?? 'email']), asc(users.id))
    .limit(size)
    .offset(page * size);
  const links = await accountIdsByUser(db, rows.map((r) => r.id));
  return pageOf(rows.map((r) => userOf(r, links.get(r.id) ?? [])), total, page, size);
});
