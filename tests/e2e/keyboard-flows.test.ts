import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, formHydrated, noChromium, pagePerTest, portalUrl, signIn, tenantFolder, toast, users } from './support/portal';
import { api, createUser, uniqueEmail } from './support/api';
import { cardFields, fillByTab, focused, heading, named, tabInto, tabTo } from './support/keyboard';
import { payableAccounts } from './support/guest';
import { demoAccountHolder, signInCustomer } from './support/customer';

/**
 * The portal's flows done with the keyboard alone (issue 24): Tab, Shift+Tab, Enter, Space and
 * arrows, never a click nor a script's focus(). Each step asserts where focus lands: the new
 * screen's or step's heading, the first refused field, a dialog's first field.
 */
describe.skipIf(noChromium)('keyboard-only flows', () => {
  const t = pagePerTest();
  const site = tenantFolder('demo').siteName;

  it('logs in: the skip link first, the title and heading of each screen, focus on the heading after each route change, 404 included', async () => {
    const { page } = t;
    await page.goto(portalUrl('/login'));
    await page.getByRole('heading', { name: 'Login to your Account' }).waitFor();
    // The keys are the scripts' to answer: the page the server drew is hydrated first.
    await page.locator('form.light-form[data-hydrated]').waitFor();
    expect(await page.title()).toBe(`Login to your Account · ${site}`);

    // Log In's form takes focus itself (its Username autofocuses). Log In stays disabled until both
    // fields are filled (spec 1 §2), described by what is missing.
    await expect.poll(() => focused(page)).toBe('input: Username');
    const logInButton = page.getByRole('button', { name: 'Log In' });
    expect(await logInButton.isDisabled()).toBe(true);
    expect(await logInButton.evaluate((b) => document.getElementById(b.getAttribute('aria-describedby') ?? '')?.textContent)).toBe('Fill in Username, Password to continue.');
    await page.keyboard.type(users.customer);
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('input: Password');
    await page.keyboard.type(DEMO_PASSWORD);
    await page.keyboard.press('Enter');

    await page.waitForURL('**/accounts');
    await expect.poll(() => focused(page)).toBe(heading('Your Accounts'));
    expect(await page.title()).toBe(`Your Accounts · ${site}`);

    // A menu link, by the keyboard (the menu is above the heading): focus on the new screen's heading, the tab titled by it.
    await tabTo(page, 'a: Payment', true);
    await page.keyboard.press('Enter');
    await page.waitForURL('**/payment');
    await expect.poll(() => focused(page)).toBe(heading('Payment'));
    expect(await page.title()).toBe(`Payment · ${site}`);

    // A page loaded afresh: the skip link is the first Tab, shown while focused, and leads into the main landmark.
    await page.goto(portalUrl('/accounts'));
    await page.getByRole('heading', { name: 'Your Accounts' }).waitFor();
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('a: Skip to main content');
    expect(await page.locator('.skip-link').evaluate((el) => el.getBoundingClientRect().top >= 0)).toBe(true);
    await page.keyboard.press('Enter');
    expect(await focused(page)).toMatch(/^main:/);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.querySelector('main')?.contains(document.activeElement))).toBe(true);

    await page.goto(portalUrl('/no-such-page'));
    await page.waitForURL('**/404');
    // The title follows the screen once it is drawn, after the redirect.
    await expect.poll(() => page.title()).toBe(`Page not found · ${site}`);
  });

  it('pays as a guest: focus on the heading at each step (look-up, details, review, receipt), a refused step at its field', async () => {
    const { page } = t;
    const [account] = await payableAccounts(1);
    await page.goto(portalUrl('/payment'));
    await formHydrated(page);
    await tabTo(page, 'input: Account number');
    await page.keyboard.type(account.number);
    await page.keyboard.press('Tab');
    await page.keyboard.type(account.zip);
    await page.keyboard.press('Enter');

    await page.getByLabel('Card number', { exact: true }).waitFor();
    await expect.poll(() => focused(page)).toBe(heading('Pay As Guest'));
    await tabTo(page, /^input: Payment amount/);
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('12');
    await page.keyboard.press('Tab');
    await page.keyboard.type('pat.guest@example.test');
    // Enter with the card unfilled: refused, focus at the first field that says why.
    await page.keyboard.press('Enter');
    await expect.poll(() => focused(page)).toMatch(/^input: (First name|Name on card|Card number)/);
    await fillByTab(page, cardFields('Pat', 'Guest'));
    // The primary action comes first after the fields, before the way back.
    await page.keyboard.press('Tab');
    await tabTo(page, /^button: Review payment/);
    await page.keyboard.press('Tab');
    expect(await focused(page)).toMatch(/^button: Another account/);
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Enter');

    await page.locator('.guest-payment__summary').waitFor();
    await expect.poll(() => focused(page)).toBe(heading('Pay As Guest'));
    await tabTo(page, /^button: Pay \$/);
    await page.keyboard.press('Enter');
    await page.locator('.guest-payment__number').waitFor();
    await expect.poll(() => focused(page)).toBe(heading('Pay As Guest'));
  });

  it('pays a bill with a new card: the menu, the source, the card, the review and the receipt, focus on the heading at each step', async () => {
    const { page } = t;
    const customer = await demoAccountHolder('keyboard-payment');
    await signInCustomer(page, customer);
    await page.getByRole('heading', { name: 'Your Accounts' }).waitFor();
    await tabTo(page, 'a: Payment', true);
    await page.keyboard.press('Enter');
    await page.waitForURL('**/payment');
    await expect.poll(() => focused(page)).toBe(heading('Payment'));

    await tabTo(page, 'input: New card');
    await page.keyboard.press('Space');
    await tabTo(page, 'button: Continue');
    await page.keyboard.press('Enter');
    await expect.poll(() => focused(page)).toBe(heading('Payment'));
    // The card form is a chunk of its own: a user tabs once it is drawn.
    await page.getByLabel('First name').first().waitFor();

    await fillByTab(page, [...cardFields('Dana', 'Customer'), [/^input: Country/, 'US']]);
    // The primary action first, then the way back.
    await tabTo(page, /^button: Review payment/);
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('button: Back');
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Enter');

    await page.getByRole('button', { name: 'Confirm payment' }).waitFor();
    await expect.poll(() => focused(page)).toBe(heading('Payment'));
    await tabTo(page, /^input: Amount/);
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('15');
    await page.getByTestId('payment-fee').waitFor();
    await tabTo(page, 'button: Confirm payment');
    await page.keyboard.press('Enter');
    await page.getByText(/is pending/i).first().waitFor();
    await expect.poll(() => focused(page)).toBe(heading('Payment'));
  });

  it('advances a queue item: the menu, the row, the dialog on its comment, the move, and focus back out of the dialog', async () => {
    const { page } = t;
    const staff = await createUser('keyboard-queue', 'Customer Service');
    const customer = await demoAccountHolder('keyboard-queue-customer');
    const login = await api<{ user_key: string }>('POST', '/login', { key: '', body: { user_id: customer.email, password: customer.password, app_id: '', app_url: '' } });
    const subject = `Keyboard inquiry ${Date.now().toString(36)}`;
    expect((await api('POST', '/inquiry', { key: login.data.user_key, body: { inquiry_type: 'Service', subject, message: 'By keyboard.' } })).status).toBe(201);

    await signIn(page, staff.email, 'demo', staff.password);
    await page.waitForURL('**/admin/accounts');
    await expect.poll(() => focused(page)).toBe(heading('Accounts'));
    await tabTo(page, 'a: Inquiries', true);
    await page.keyboard.press('Enter');
    await page.waitForURL('**/admin/accounts/inquiries');
    await expect.poll(() => focused(page)).toBe(heading('Inquiries'));

    const view = page.locator('table tbody tr').filter({ hasText: subject }).getByRole('button', { name: /^View #/ });
    await view.waitFor();
    const viewName = await named(view);
    await tabTo(page, viewName);
    await page.keyboard.press('Enter');
    // The dialog opens on its first field, not on Close.
    await expect.poll(() => focused(page)).toBe('textarea: Comment (optional)');
    await page.keyboard.type('Called back by keyboard.');
    await tabTo(page, 'button: Move to In progress');
    await page.keyboard.press('Enter');
    await toast(page, 'Moved to In progress.').waitFor();
    await page.getByRole('dialog', { name: /· In progress$/ }).waitFor();
    // The move's button went with the old status: focus is back on the comment, not on the body.
    await expect.poll(() => focused(page)).toBe('textarea: Comment (optional)');
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await expect.poll(() => focused(page)).toMatch(/^(button: View #|h1: Inquiries)/);
  });

  it('publishes a configuration in Manage Configs: the menu, the document, a field added, Publish, focus kept on the screen', async () => {
    const { page } = t;
    const admin = await createUser('keyboard-configs', 'Admin');
    await signIn(page, admin.email, 'demo', admin.password);
    await page.waitForURL('**/admin/accounts');
    await expect.poll(() => focused(page)).toBe(heading('Accounts'));
    await tabTo(page, 'a: Manage Configs', true);
    await page.keyboard.press('Enter');
    await page.waitForURL('**/manage-configs');
    await expect.poll(() => focused(page)).toBe(heading('Manage Configs'));
    await tabTo(page, 'a: form.contact');
    await page.keyboard.press('Enter');
    const title = page.getByRole('heading', { name: /form\.contact/ });
    await title.waitFor();
    await expect.poll(() => focused(page)).toMatch(/^h1: form\.contact/);
    const liveBefore = Number(/version (\d+) live/.exec(await title.innerText())![1]);

    await tabTo(page, 'input: New field name');
    await page.keyboard.type('keyboard_note');
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('input: New field label');
    await page.keyboard.type('Keyboard note');
    await tabTo(page, 'button: Add field');
    await page.keyboard.press('Enter');
    await page.getByRole('listitem', { name: 'Field keyboard_note' }).waitFor();

    await tabTo(page, 'button: Publish', true);
    await page.keyboard.press('Enter');
    await toast(page, `Published successfully as version ${liveBefore + 1}!`).waitFor();
    // Publish disabled itself while it worked: focus is on the screen's heading, not on the body.
    await expect.poll(() => focused(page)).toMatch(/^h1: form\.contact/);
    // Put back as it was for the other tests: the version before, published again.
    expect((await api('POST', '/config/documents/form.contact/rollback', { body: { version: liveBefore } })).status).toBe(200);
  });

  it('signs up a new customer: the address, its check, the details with a first order, Submit, focus on each step', async () => {
    const { page } = t;
    const email = uniqueEmail('keyboard-signup');
    const field = (id: string) => page.locator(`#root_${id}`);
    const type = async (id: string, text: string) => {
      await tabInto(page, field(id));
      await page.keyboard.type(text);
    };
    /** A PrimeReact drop-down by the keyboard: typed letters find the option, Enter takes it. */
    const choose = async (id: string, option: string) => {
      await tabInto(page, field(id));
      await page.keyboard.type(option);
      await page.keyboard.press('Enter');
      await expect.poll(() => field(id).innerText()).toContain(option);
    };
    await page.goto(portalUrl('/new-customer-demo'));
    await page.getByRole('heading', { name: 'New Customer Demo' }).waitFor();
    await formHydrated(page);
    await type('delivery_address_street1', '12 Elm St');
    await type('delivery_address_city', 'Burlington');
    // The address step's State is a native drop-down: typed letters pick a choice, Tab goes on.
    await type('delivery_address_state', 'Vermont');
    await expect.poll(() => field('delivery_address_state').inputValue()).toBe('VT');
    await type('delivery_address_zipcode', '05401');
    await tabTo(page, 'button: Check Address');
    await page.keyboard.press('Enter');
    await toast(page, 'we deliver to Burlington, VT').waitFor();
    await expect.poll(() => focused(page)).toBe(heading('New Customer Demo'));

    await type('registration_info_full_name', 'Kay Board');
    await type('registration_info_email', email);
    await type('registration_info_confirm_email', email);
    await type('registration_info_password', 'Signup-pass-1');
    await type('registration_info_confirm_password', 'Signup-pass-1');
    await type('registration_info_phone_numbers_0_number', '8025550199');
    await type('tank_details_tank_size', '275');
    await type('tank_details_tank_level', '25');
    await tabTo(page, /^input: Place my first order now/);
    await page.keyboard.press('Space');
    await choose('fuel_order_product_name', 'Fuel Oil');
    await type('fuel_order_gallons', '200');
    await page.getByText(/Estimated total: \$/).waitFor();

    const submit = page.getByRole('button', { name: 'Submit' });
    await expect.poll(() => submit.isDisabled()).toBe(false);
    await tabTo(page, 'button: Submit');
    await page.keyboard.press('Enter');
    await toast(page, 'New customer created successfully').waitFor();
    // The done step's own heading has the focus.
    await expect.poll(() => focused(page)).toMatch(/^h\d: Check your email/);
  });
});
