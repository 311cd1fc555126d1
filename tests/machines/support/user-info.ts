import type { UserInfo } from '../../../src/engine/api/types';

/** A customer's session user info, as POST /login answers it. */
export function userInfo(overrides: Partial<UserInfo> = {}): UserInfo {
  return {
    level: 0,
    locale: 'en-US',
    role: 'User',
    tenant: { root: false, tenant: { name: 'demo', reseller: false, since: '2024-09-01', uri: 'demo' } },
    user_id: 7,
    user_key: 'key-of-ann',
    display_name: 'Ann Customer',
    impersonating: false,
    account_ids: ['100234'],
    ...overrides,
  };
}
