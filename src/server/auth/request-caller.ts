import { sql } from 'drizzle-orm';
import { hasPermission } from '../../engine/layout/menu';
import type { Db } from '../db/database';
import type { LoadedTenant } from '../tenants/load-tenants';
import { roleOf, type Caller } from './caller';
import { hashKey } from './sessions';

/**
 * How far behind "now + idle" a session's expiry may fall before a call writes it forward. Sliding
 * on every call made every request of a session write, and queue on, its row until COMMIT; now a
 * call within a minute of the last extension only reads. The sliding expiry is therefore exact to
 * within this interval: a session may end up to a minute before "idle after the last call".
 */
const SLIDE_INTERVAL_MS = 60_000;

export interface SessionLifetimes {
  /** Idle timeout: the session ends this long after its last call (sliding). */
  idleMs: number;
  /** Absolute lifetime: the session ends this long after it began, however busy it is. */
  absoluteMs: number;
}

export interface CallerQuery {
  /** The user-key header, if one was sent. */
  key: string | undefined;
  now: Date;
  /** An account id the operation reaches: answered as `ownsAccount` in the same round trip. */
  accountId: string | undefined;
  /** Inside a transaction (the tenant setting ends with it), or a read that runs without one. */
  transactionLocal: boolean;
}

export interface RequestCaller {
  /** undefined: no key sent; null: the key is unknown or its session has ended. */
  caller: Caller | null | undefined;
  /** Whether the caller is linked to `accountId` (customers reach only their own accounts). */
  ownsAccount: boolean;
}

interface CallerRow {
  user_id: number;
  email: string;
  role: string;
  display_name: string;
  locale: string;
  impersonator_id: number | null;
  owns_account: boolean;
}

const millis = (ms: number) => `${Math.round(ms)} milliseconds`;

/**
 * The first statement of every request (migration 0008, portal_request_caller): scopes the
 * connection to the tenant, reads the live session and its user, slides a stale idle expiry and
 * checks the account link — one database round trip. Nothing else may run on the connection before
 * it: on a read without a transaction the previous request's tenant is still set until this runs.
 */
export async function requestCaller(db: Db, tenant: LoadedTenant, lifetimes: SessionLifetimes, query: CallerQuery): Promise<RequestCaller> {
  const keyHash = query.key ? hashKey(query.key) : null;
  // Roles that may log in as customers: a login-as session ends when its staff user no longer has one.
  const impersonatorRoles = tenant.config.roles.filter((r) => hasPermission(r.permissions, 'users:login-as')).map((r) => r.name);
  const result = await db.execute(sql`
    select * from portal_request_caller(
      ${tenant.id}, ${query.transactionLocal}, ${keyHash}, ${query.now.toISOString()}::timestamptz,
      ${millis(lifetimes.idleMs)}::interval, ${millis(lifetimes.absoluteMs)}::interval, ${millis(SLIDE_INTERVAL_MS)}::interval,
      ${`{${impersonatorRoles.map((r) => JSON.stringify(r)).join(',')}}`}::text[], ${query.accountId ?? null})`);
  const [row] = (result as { rows: CallerRow[] }).rows;
  if (!keyHash) return { caller: undefined, ownsAccount: false };
  if (!row) return { caller: null, ownsAccount: false };
  return {
    caller: {
      userId: row.user_id,
      email: row.email,
      role: row.role,
      ...roleOf(tenant, row.role),
      displayName: row.display_name,
      locale: row.locale,
      keyHash,
      impersonatorId: row.impersonator_id,
    },
    ownsAccount: row.owns_account,
  };
}
