import { beforeAll, describe, expect, it } from 'vitest';
import { api, createUser, type NewUser } from './support/api';
import { demoAccountHolder } from './support/customer';
import { noChromium, pagePerTest, screenshot, signIn, tableRows } from './support/portal';

describe.skipIf(noChromium)('workflow queues', () => {
  const t = pagePerTest();
  let staff: NewUser;
  let subject: string;
  beforeAll(async () => {
    staff = await createUser('queue-staff', 'Customer Service');
    const customer = await demoAccountHolder('queue-customer');
    const login = await api<{ user_key: string }>('POST', '/login', { key: '', body: { user_id: customer.email, password: customer.password, app_id: '', app_url: '' } });
    subject = `Gauge reads low ${Date.now().toString(36)}`;
    const sent = await api('POST', '/inquiry', { key: login.data.user_key, body: { inquiry_type: 'Delivery', subject, message: 'Please fill the tank.\nThe gate code is 4411.', extra: { best_time: 'Afternoon' } } });
    expect(sent.status).toBe(201);
  });

  it("shows staff an inquiry with the answer to the tenant's added field under its label", async () => {
    await signIn(t.page, staff.email, 'demo', staff.password);
    await t.page.waitForURL('**/admin/accounts');
    const menu = t.page.getByRole('navigation', { name: 'Main menu' });
    // Customer Service works every queue; the tenant's settings switch each one on.
    for (const queue of ['Inquiries', 'Account Applications', 'Credit Applications', 'Fuel Orders']) await menu.getByRole('link', { name: queue, exact: true }).waitFor();
    await menu.getByRole('link', { name: 'Inquiries', exact: true }).click();
    await t.page.waitForURL('**/admin/accounts/inquiries');
    await expect.poll(async () => (await tableRows(t.page)).some((row) => row.includes(subject))).toBe(true);

    const row = t.page.locator('table tbody tr').filter({ hasText: subject });
    await row.getByRole('button', { name: /^View #/ }).click();
    const dialog = t.page.getByRole('dialog');
    const answers = dialog.getByRole('definition');
    await dialog.getByText('Best time to reach you').waitFor();
    expect(await dialog.getByText('Afternoon', { exact: true }).count()).toBe(1);
    expect(await dialog.getByText('Inquiry Type').count()).toBe(1);
    expect(await answers.filter({ hasText: 'The gate code is 4411.' }).count()).toBe(1);
    expect(await dialog.getByText(/^contact form, version \d+$/).count()).toBe(1);
    await screenshot(t.page, 'inquiry-queue-submission');
  });
});
