import type { components } from '../../../openapi/generated/tenant-api';
import { api } from './api';

type Schemas = components['schemas'];

/** Payable demo accounts with a service location, found through the admin's API (the seed is random but fixed). */
export async function payableAccounts(count: number): Promise<{ number: string; zip: string; due: number }[]> {
  const { data } = await api<Schemas['AccountSearchPage']>('GET', '/accounts/find?page=0&size=60');
  const found: { number: string; zip: string; due: number }[] = [];
  for (const { account_id } of data.content) {
    const { data: account } = await api<Schemas['AccountDetail']>('GET', `/accounts/${encodeURIComponent(account_id)}`);
    const zip = account.locations[0]?.address.zipcode.slice(0, 5);
    if (account.is_payment && !account.is_cancelled && zip && account.amount_due > 0) found.push({ number: account.account_id, zip, due: account.amount_due });
    if (found.length === count) return found;
  }
  throw new Error(`fewer than ${count} payable demo accounts with a service location`);
}
