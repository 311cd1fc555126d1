import { sql } from 'drizzle-orm';
import { hasPermission } from '../../engine/layout/menu';
import type { Db } from '../db/database';
import type { LoadedTenant } from '../tenants/load-tenants';
import { roleOf, type Caller } from './caller';
import { hashKey } from './sessions';
import { preparedStatement } from '../db/prepared-statements';

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

const millis = (ms: number) => `${Math.round(ms)} milliseconds`;

const p = (name: string) => sql.placeholder(name);
const column = <T>(name: string) => sql<T>`${sql.identifier(name)}`;

/** The session check as a prepared statement (db/prepared-statements.ts): every request runs it first. */
const callerStatement = (db: Db) =>
  preparedStatement(db, 'request_caller', (name) =>
    db
      .select({
        user_id: column<number>('user_id'),
        email: column<string>('email'),
        role: column<string>('role'),
        display_name: column<string>('display_name'),
        locale: column<string>('locale'),
        impersonator_id: column<number | null>('impersonator_id'),
        owns_account: column<boolean>('owns_account'),
      })
      .from(
        sql`portal_request_caller(
          ${p('tenant')}, ${p('transactionLocal')}, ${p('keyHash')}, ${p('now')}::timestamptz,
          ${p('idle')}::interval, ${p('absolute')}::interval, ${p('slide')}::interval,
          ${p('impersonatorRoles')}::text[], ${p('accountId')})`,
      )
      .prepare(name),
  );

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
  const [row] = await callerStatement(db).execute({
    tenant: tenant.id,
    transactionLocal: query.transactionLocal,
    keyHash,
    now: query.now.toISOString(),
    idle: millis(lifetimes.idleMs),
    absolute: millis(lifetimes.absoluteMs),
    slide: millis(SLIDE_INTERVAL_MS),
    impersonatorRoles: `{${impersonatorRoles.map((r) => JSON.stringify(r)).join(',')}}`,
    accountId: query.accountId ?? null,
  });
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
