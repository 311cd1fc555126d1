/**
 * The API side of the transactions-list benchmarks (records-list.ts, postgraphile-peer.ts): staff
 * signs in, and the account's pages are addressed the way the screen asks for them (newest first),
 * the deep page (the last but one) by the keyset cursor found by walking `next_cursor` once.
 */
import type { Database } from '../../src/server/db/database';
import { rateLimits } from '../../src/server/db/schema';

export const STAFF = { user_id: 'staff@demo.test', password: 'Portal-demo-2026' };

/** Signs staff in through the API, from clean login counters (runs minutes apart would trip the throttle of this benchmark-only database). */
export async function signInStaff(database: Database, tenantId: string, base: string): Promise<{ userKey: string; staffId: number }> {
  await database.withTenant(tenantId, (db) => db.delete(rateLimits));
  const login = await fetch(`${base}/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ ...STAFF, app_id: '', app_url: '' }) });
  if (!login.ok) throw new Error(`staff login failed: ${login.status} ${await login.text()}`);
  const { user_key: userKey, user_id: staffId } = (await login.json()) as { user_key: string; user_id: number };
  return { userKey, staffId };
}

export interface TransactionPage {
  totalElements: number;
  totalPages: number;
  next_cursor: string | null;
  content: { transaction_id: string }[];
}

/** The URLs of one account's transaction pages, and reading one with a session. */
export function transactionPages(base: string, accountId: string, size: number, userKey: string) {
  const listUrl = (page: number, cursor?: string) =>
    `${base}/accounts/${accountId}/transactions?page=${page}&size=${size}&sort=transaction_date&order=desc${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
  const getPage = async (url: string) => {
    const response = await fetch(url, { headers: { 'user-key': userKey } });
    if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
    return (await response.json()) as TransactionPage;
  };
  return {
    listUrl,
    getPage,
    /** The first page, and the last-but-one page with the cursor that reaches it. */
    async firstAndDeep() {
      const first = await getPage(listUrl(0));
      const deepPage = Math.max(1, first.totalPages - 2);
      let cursor = first.next_cursor!;
      for (let page = 1; page < deepPage; page++) cursor = (await getPage(listUrl(page, cursor))).next_cursor!;
      return { first, deepPage, cursor };
    },
  };
}
