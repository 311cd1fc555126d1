import type { Page } from 'playwright-core';
import type { components } from '../../../openapi/generated/tenant-api';
import { api, createUser, type NewUser } from './api';
import { signIn, storedUserKey, users } from './portal';

export type Account = components['schemas']['Account'];

/**
 * A customer of the test's own linked to the demo customer's accounts: the same data to look
 * at, but a login throttle of its own (10 logins per user in 15 minutes, and the suite logs in
 * as the demo customer in many files).
 */
export async function demoAccountHolder(prefix: string): Promise<NewUser> {
  const { status, data } = await api<components['schemas']['Profile']>('GET', `/user/profile/${encodeURIComponent(users.customer)}`);
  if (status !== 200) throw new Error(`profile of ${users.customer} answered ${status}`);
  return createUser(prefix, 'User', { account_ids: data.account_ids });
}

/** Signs a customer in (they land on /accounts) and returns their session key. */
export async function signInCustomer(page: Page, customer: NewUser): Promise<string> {
  await signIn(page, customer.email, 'demo', customer.password);
  await page.waitForURL('**/accounts');
  const key = await storedUserKey(page);
  if (!key) throw new Error('no session key after login');
  return key;
}

/** The customer's accounts as the API answers them: the second witness of what the screens show. */
export async function customerAccounts(key: string): Promise<Account[]> {
  const { status, data } = await api<Account[]>('GET', '/accounts/for-user', { key });
  if (status !== 200) throw new Error(`accounts/for-user answered ${status}`);
  return data;
}

/**
 * How many pixels of a canvas chart.js has painted (alpha > 0): a chart that was only given a
 * <canvas> but never drew anything counts 0.
 */
export async function paintedPixels(page: Page, canvasLabel: string): Promise<number> {
  return page.getByRole('img', { name: canvasLabel }).evaluate((element) => {
    const canvas = element as HTMLCanvasElement;
    const context = canvas.getContext('2d');
    if (!context || canvas.width === 0 || canvas.height === 0) return 0;
    const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
    let painted = 0;
    for (let i = 3; i < data.length; i += 4) if (data[i] > 0) painted++;
    return painted;
  });
}
