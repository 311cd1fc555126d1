import { beforeAll, describe, expect, it } from 'vitest';
import { api, createUser, type NewUser } from './support/api';
import { demoAccountHolder } from './support/customer';
import { noChromium, pagePerTest, screenshot, signIn, tableRows, toast } from './support/portal';

describe.skipIf(noChromium)('workflow queues', () => {
  const t = pagePerTest();
  let staff: NewUser;
  let subject: string;
  let customerKey: string;
  /** A new inquiry from the demo customer; its subject. */
  async function sendInquiry(about: string): Promise<string> {
    const text = `${about} ${Date.now().toString(36)}`;
    const sent = await api('POST', '/inquiry', { key: customerKey, body: { inquiry_type: 'Service', subject: text, message: `About ${text}` } });
    expect(sent.status).toBe(201);
    return text;
  }
  /** Staff's inquiries queue, one row opened. */
  async function openInquiry(text: string) {
    await t.page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Inquiries', exact: true }).click();
    await t.page.waitForURL('**/admin/accounts/inquiries');
    const row = t.page.locator('table tbody tr').filter({ hasText: text });
    await row.waitFor();
    await row.getByRole('button', { name: /^View #/ }).click();
    return { row, dialog: t.page.getByRole('dialog') };
  }
  beforeAll(async () => {
    staff = await createUser('queue-staff', 'Customer Service');
    const customer = await demoAccountHolder('queue-customer');
    const login = await api<{ user_key: string }>('POST', '/login', { key: '', body: { user_id: customer.email, password: customer.password, app_id: '', app_url: '' } });
    customerKey = login.data.user_key;
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

  it('lets staff move an inquiry new → in progress → closed with a comment, and shows its history', async () => {
    const text = await sendInquiry('Move me');
    await signIn(t.page, staff.email, 'demo', staff.password);
    await t.page.waitForURL('**/admin/accounts');
    const { row, dialog } = await openInquiry(text);
    // The status column reads the workflow's label.
    expect(await row.getByRole('cell', { name: 'New', exact: true }).count()).toBe(1);
    await dialog.getByText('Not moved yet.').waitFor();
    const moves = dialog.getByRole('group', { name: 'Move to' });
    expect(await moves.getByRole('button').allInnerTexts()).toEqual(['In progress', 'Closed']);

    await dialog.getByLabel('Comment (optional)').fill('Called the customer; delivery booked for Friday.');
    await moves.getByRole('button', { name: 'Move to In progress' }).click();
    await toast(t.page, 'Moved to In progress.').waitFor();
    await t.page.getByRole('dialog', { name: /· In progress$/ }).waitFor();
    const history = dialog.getByRole('list', { name: 'History' });
    await history.getByText('New → In progress').waitFor();
    await history.getByText('Called the customer; delivery booked for Friday.').waitFor();
    expect(await history.getByText(staff.email, { exact: false }).count()).toBe(1);
    expect(await moves.getByRole('button').allInnerTexts()).toEqual(['Closed']);
    // The button pressed is gone with the status it moved from: the keyboard stays in the dialog (its comment field).
    await expect.poll(() => t.page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')))).toBe(true);

    await moves.getByRole('button', { name: 'Move to Closed' }).click();
    await history.getByText('In progress → Closed').waitFor();
    await t.page.getByRole('dialog', { name: /· Closed$/ }).waitFor();
    // Closed is final: nothing more to do, the history stays.
    expect(await dialog.getByRole('group', { name: 'Move to' }).count()).toBe(0);
    expect(await history.getByRole('listitem').count()).toBe(2);
    await screenshot(t.page, 'workflow-inquiry-closed');

    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect.poll(async () => (await tableRows(t.page)).find((r) => r.includes(text))).toContain('Closed');
    // The status filter offers the workflow's statuses by label (once the toasts over it are gone).
    await expect.poll(() => t.page.locator('.p-toast-message').count(), { timeout: 12_000 }).toBe(0);
    await t.page.locator('.p-dropdown').filter({ has: t.page.locator('#inquiries-status') }).click();
    const options = await t.page.getByRole('listbox').getByRole('option').allInnerTexts();
    expect(options).toEqual(['New', 'In progress', 'Closed']);
    await t.page.getByRole('listbox').getByRole('option', { name: 'Closed' }).click();
    await expect.poll(async () => (await tableRows(t.page)).every((r) => r.includes('Closed'))).toBe(true);
    await screenshot(t.page, 'workflow-inquiries-closed-filter');
  });

  it('tells staff when someone else moved the item first, and shows its new status', async () => {
    const text = await sendInquiry('Race me');
    await signIn(t.page, staff.email, 'demo', staff.password);
    await t.page.waitForURL('**/admin/accounts');
    const { dialog } = await openInquiry(text);
    const moves = dialog.getByRole('group', { name: 'Move to' });
    await moves.getByRole('button', { name: 'Move to In progress' }).waitFor();
    // Another staff member closes it while this dialog is open.
    const other = await createUser('queue-rival', 'Customer Service');
    const rival = await api<{ user_key: string }>('POST', '/login', { key: '', body: { user_id: other.email, password: other.password, app_id: '', app_url: '' } });
    const id = Number((await dialog.locator('.p-dialog-title').innerText()).match(/#(\d+)/)?.[1]);
    const closed = await api('POST', '/workflow/advance', { key: rival.data.user_key, body: { item_type: 'inquiry', request_id: id, from_status: 'new', to_status: 'closed', comment: 'Duplicate' } });
    expect(closed.status).toBe(200);

    await moves.getByRole('button', { name: 'Move to In progress' }).click();
    await dialog.getByRole('alert').filter({ hasText: 'Someone else has already moved this item: it is now Closed.' }).waitFor();
    await t.page.getByRole('dialog', { name: /· Closed$/ }).waitFor();
    await dialog.getByRole('list', { name: 'History' }).getByText('Duplicate').waitFor();
    expect(await dialog.getByRole('group', { name: 'Move to' }).count()).toBe(0);
    await screenshot(t.page, 'workflow-inquiry-conflict');
  });
});
