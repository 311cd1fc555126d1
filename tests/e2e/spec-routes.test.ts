import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { api, createUser, type NewUser } from './support/api';
import { demoAccountHolder, signInCustomer } from './support/customer';
import { noChromium, pagePerTest, portalUrl, signIn } from './support/portal';

/**
 * Every route of spec document 1 §2 opens its own screen, never another's: static routes win
 * over parameter routes (/admin/accounts/inquiries is not the account "inquiries"). Routes whose
 * screens later work brings (payments, signup and ordering, the back office's editors) show
 * the not-found page until then — still not another screen.
 */
const LATER = 'Page not found';

const pathOf = (page: Page) => new URL(page.url()).pathname;

async function headingAt(page: Page, path: string, settlesAt?: string): Promise<string> {
  await page.goto(portalUrl(path));
  // An admin path a later release brings opens the account screen first (its heading shows until
  // the server answers 404): read the heading once the page has gone where it ends up.
  if (settlesAt) await page.waitForURL(`**${settlesAt}`);
  const heading = page.locator('main h1, section h1').first();
  await heading.waitFor();
  return (await heading.innerText()).trim();
}

async function expectScreens(page: Page, routes: readonly (readonly [string, string | RegExp])[]) {
  for (const [path, expected] of routes) {
    const heading = await headingAt(page, path, expected === LATER ? '/404' : undefined);
    if (expected === LATER) {
      expect(heading, path).toBe(LATER);
      expect(pathOf(page), path).toBe('/404');
    } else if (expected instanceof RegExp) expect(heading, path).toMatch(expected);
    else expect(heading, path).toBe(expected);
  }
}

describe.skipIf(noChromium)('every route of spec document 1 §2 shows its own screen', () => {
  const t = pagePerTest();
  let admin: NewUser;
  let accountId: string;
  beforeAll(async () => {
    admin = await createUser('routes-admin', 'Admin');
    const found = await api<{ content: { account_id: string }[] }>('GET', '/accounts/find?page=0&size=1');
    accountId = found.data.content[0].account_id;
  });

  it('public routes', async () => {
    await expectScreens(t.page, [
      ['/login', 'Login to your Account'],
      ['/forget-password', 'Reset Your Password'],
      ['/password-reset/complete', 'Choose a New Password'],
      ['/registration-confirm/complete', 'Verify Email'],
      ['/register', 'Register for Portal Access'],
      ['/payment', 'Pay As Guest'],
      ['/new-customer', 'Become A Customer'],
      ['/new-customer-dynamic', 'Sign Up To Become A Customer'],
      ['/new-customer-demo', /Customer Demo$/],
      ['/404', 'Page not found'],
    ]);
  });

  it('admin routes, the static ones before /admin/accounts/{account_id}', async () => {
    await signIn(t.page, admin.email, 'demo', admin.password);
    await t.page.waitForURL('**/admin/accounts');
    await expectScreens(t.page, [
      ['/admin', 'Accounts'],
      ['/admin/accounts', 'Accounts'],
      ['/admin/accounts/users', 'Account Users'],
      ['/admin/accounts/users/create', 'Create User'],
      [`/admin/accounts/${accountId}`, new RegExp(`^Account ${accountId}`)],
      ['/admin/accounts/inquiries', 'Inquiries'],
      ['/admin/accounts/account-applications', 'Account Applications'],
      ['/admin/accounts/credit-applications', 'Credit Applications'],
      ['/admin/accounts/orders', 'Fuel Orders'],
      ['/admin/accounts/manage-configs', 'Manage Configs'],
      ['/admin/accounts/manage-app-settings', 'Manage App Settings'],
      ['/admin/accounts/notification-configs', 'Notification Config'],
      ['/admin/accounts/promotional-images', 'Promotional Images'],
      ['/admin/accounts/settings', 'Manage Content'],
      ['/admin/profile', 'Your Profile'],
      ['/admin/profile/change-password', 'Change Your Password'],
      ['/admin/users', 'Users'],
      ['/admin/users/list', 'Users'],
      ['/admin/users/create', 'Create User'],
    ]);
  });

  it('customer routes', async () => {
    const customer = await demoAccountHolder('routes-customer');
    await signInCustomer(t.page, customer);
    const profile = await api<{ account_ids: string[] }>('GET', `/user/profile/${encodeURIComponent(customer.email)}`);
    const account = profile.data.account_ids[0];
    await expectScreens(t.page, [
      ['/accounts', 'Your Accounts'],
      // The overview's heading is the account's name (its own screen's title sits above it, checked below).
      [`/accounts/${account}`, /\S/],
      [`/accounts/${account}/order-fuel`, 'Order Fuel'],
      ['/payment', 'Payment'],
      ['/records', 'Records'],
      ['/products', 'Products'],
      [`/accounts/${account}/records/documents/view-pdf`, 'View Pdf'],
      ['/contact', 'Contact Us'],
      ['/residential-credit', 'Residential Credit Application'],
      ['/profile', 'Your Profile'],
      ['/profile/change-password', 'Change Your Password'],
    ]);
    await t.page.goto(portalUrl(`/accounts/${account}`));
    await t.page.getByText('Account Overview').first().waitFor();
    expect(pathOf(t.page)).toBe(`/accounts/${account}`);
  });
});
