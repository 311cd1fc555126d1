/**
 * Issue 24 item 1: axe-core finds no WCAG 2.x A/AA (nor 2.2 AA) violation on any screen of the
 * tenant's layout, for any role, at 1280 and at 390 px. The screens come from the layout the
 * server serves, filtered by the route guards' own rule (canOpenScreen), so a screen added to
 * the layout is walked without being listed here. One page per role; each screen is reached by
 * client-side navigation (the app is not reloaded) and checked at both widths.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canOpenScreen, NOT_FOUND_ROUTE, readServedLayout, type MenuContext, type ResolvedLayout, type ResolvedScreen } from '../../src/engine/layout';
import { confirmMessages } from '../../src/engine/messages/confirm';
import { contrastRatio, parseHexColour, UI_CONTRAST } from '../../src/engine/theme';
import { api } from './support/api';
import { axeViolations } from './support/axe';
import { apiUrl, e2e, launchChromium, newPage, noChromium, portalUrl, signIn, storedUserKey, users } from './support/portal';
import { settle } from './support/settle';

const WIDTHS = [1280, 390] as const;

/** Best-practice rules the issue names beside WCAG's: headings in order, landmarks once each. */
const BEST_PRACTICE = ['heading-order', 'landmark-unique', 'landmark-one-main', 'landmark-no-duplicate-banner', 'landmark-no-duplicate-contentinfo', 'landmark-no-duplicate-main'];

/** Who walks: a visitor (no role), the demo customer and each staff role the demo tenant seeds. */
const WALKERS = [
  // A visitor's screens have no PrimeReact drop-down: New Customer's address step has native ones
  // (its street's suggestion list is checked open in tests/e2e/signup.test.ts).
  { name: 'visitor', email: undefined, confirms: false, dropDowns: false },
  { name: 'customer', email: users.customer, confirms: false, dropDowns: true },
  { name: 'staff', email: users.staff, confirms: false, dropDowns: true },
  // The admin's tables have row actions that ask first (a user's Delete, a key's Revoke…).
  { name: 'admin', email: users.admin, confirms: true, dropDowns: true },
] as const;

/**
 * A real value for each route parameter of the layout, from the API. A parameter the walk does
 * not know fails the test: a new parameterised screen needs one line here, never a silent skip.
 */
async function routeValues(): Promise<Record<string, string>> {
  const profile = await api<{ account_ids: string[] }>('GET', `/user/profile/${encodeURIComponent(users.customer)}`);
  let endpoints = (await api<{ endpoint_id: string }[]>('GET', '/webhooks/endpoints')).data;
  if (endpoints.length === 0) {
    await api('POST', '/webhooks/endpoints', { body: { url: 'https://hooks.example.test/axe-walk', description: 'axe walk' } });
    endpoints = (await api<{ endpoint_id: string }[]>('GET', '/webhooks/endpoints')).data;
  }
  let jobs = (await api<{ content: { job_id: number }[] }>('GET', '/imports?page=0&size=1')).data.content;
  if (jobs.length === 0) {
    await fetch(apiUrl('/imports?kind=customer&file_name=axe-walk.csv'), {
      method: 'POST',
      headers: { 'content-type': 'text/csv', 'user-key': e2e.adminKey },
      body: 'external_id,last_name\r\nC-AXE-WALK,Walker\r\n',
    });
    jobs = (await api<{ content: { job_id: number }[] }>('GET', '/imports?page=0&size=1')).data.content;
  }
  return {
    account_id: profile.data.account_ids[0],
    endpoint_id: String(endpoints[0]?.endpoint_id),
    job_id: String(jobs[0]?.job_id),
    name: 'layout',
    email: users.customer,
  };
}

function pathOf(screen: ResolvedScreen, values: Record<string, string>): string {
  return screen.route.replace(/:(\w+)/g, (_, name: string) => {
    if (!values[name]) throw new Error(`no value for :${name} of ${screen.id} (${screen.route}): add one to routeValues`);
    return encodeURIComponent(values[name]);
  });
}

/** The screens a walker may open, by the rule the route guards use. */
async function screensFor(layout: ResolvedLayout, role: string | undefined, key: string | undefined): Promise<ResolvedScreen[]> {
  const settings = (await api<Record<string, unknown>>('GET', '/settings', { key: '' })).data;
  const permissions = key ? (await api<string[]>('GET', '/users/permissions', { key })).data : [];
  const context: MenuContext = { permissions, settings };
  return layout.screens.filter((screen) => canOpenScreen(screen, role, context));
}

/** Client-side navigation, as a menu link does: react-router follows history's popstate. */
async function navigate(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: {} }));
  }, path);
}

/**
 * The screen's first drop-down opened, and axe over its list (a second state of the screen that
 * the closed screen does not show); closed again with Escape. None on the screen, or one named
 * like one this walk already opened: nothing to check.
 */
async function openDropDown(page: Page, checked: Set<string>): Promise<string[]> {
  const trigger = page.locator('main .p-dropdown:not(.p-disabled)').first();
  if ((await trigger.count()) === 0 || !(await trigger.isVisible())) return [];
  // One of a kind per walk: every table's rows-per-page list is the same list.
  const kind = `${await trigger.locator('[aria-label]').first().getAttribute('aria-label')}`;
  if (checked.has(kind)) return [];
  checked.add(kind);
  await trigger.click();
  const panel = page.locator('.p-dropdown-panel');
  await panel.waitFor();
  const violations = await axeViolations(page, '.p-dropdown-panel');
  await page.keyboard.press('Escape');
  await panel.waitFor({ state: 'detached' });
  return violations;
}

/**
 * The walk's first "are you sure?" (ConfirmDanger): the first Delete, Remove or Revoke button of
 * a table row opened, axe over the dialog, then Cancel — nothing is deleted. Once a walk.
 */
async function openConfirm(page: Page): Promise<string[] | undefined> {
  // In a table's rows: a form's own Remove (a list item) removes at once, with no question.
  const button = page.locator('main table').getByRole('button', { name: /^(Delete|Remove|Revoke)\b/ }).first();
  if ((await button.count()) === 0 || !(await button.isVisible()) || !(await button.isEnabled())) return undefined;
  await button.click();
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  const violations = await axeViolations(page, '.p-dialog');
  await dialog.getByRole('button', { name: confirmMessages.cancel }).click();
  await dialog.waitFor({ state: 'detached' });
  return violations;
}

describe.skipIf(noChromium)('axe over every screen of the layout', () => {
  let browser: Browser;
  let layout: ResolvedLayout;
  let values: Record<string, string>;

  beforeAll(async () => {
    browser = await launchChromium();
    layout = readServedLayout((await api<unknown>('GET', '/layout', { key: '' })).data, 'GET /layout');
    values = await routeValues();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('stills every transition and animation when the system asks for reduced motion', async () => {
    const page = await newPage(browser);
    try {
      await page.goto(portalUrl('/login'));
      await settle(page);
      // What moves on the page: each element's transition and animation durations, in seconds.
      const moving = () =>
        page.evaluate(() =>
          [...document.querySelectorAll('*')].flatMap((element) => {
            const style = getComputedStyle(element);
            const seconds = [...style.transitionDuration.split(','), ...style.animationDuration.split(',')].map((d) => parseFloat(d));
            return seconds.some((s) => s > 0) ? [`${element.tagName.toLowerCase()}.${[...element.classList].join('.')}`] : [];
          }),
        );
      // The inputs and buttons animate their focus ring and colours by default: the check sees motion.
      expect((await moving()).length).toBeGreaterThan(0);
      await page.emulateMedia({ reducedMotion: 'reduce' });
      expect(await moving()).toEqual([]);
    } finally {
      await page.context().close();
    }
  });

  it('outlines the focused control in a colour that stands out (3:1) from the page and the card', async () => {
    const page = await newPage(browser);
    try {
      await page.goto(portalUrl('/login'));
      await settle(page);
      const username = page.getByLabel('Username', { exact: true });
      // Focus by keyboard (a click does not draw :focus-visible on a button, Tab does everywhere).
      await username.focus();
      await page.keyboard.press('Tab');
      await page.keyboard.press('Shift+Tab');
      const outline = await username.evaluate((element) => {
        const style = getComputedStyle(element);
        return { style: style.outlineStyle, width: parseFloat(style.outlineWidth), colour: style.outlineColor };
      });
      expect(outline.style).toBe('solid');
      expect(outline.width).toBeGreaterThanOrEqual(2);
      const channels = /rgba?\((\d+), (\d+), (\d+)/.exec(outline.colour)!.slice(1, 4).map(Number) as [number, number, number];
      for (const surface of ['#ffffff', '#f4f6f8']) expect(contrastRatio(channels, parseHexColour(surface)!), `${outline.colour} on ${surface}`).toBeGreaterThanOrEqual(UI_CONTRAST);
    } finally {
      await page.context().close();
    }
  });

  it("finds no violation on the login page of a tenant with its own header colours (CleanGas' dark green)", async () => {
    const page = await newPage(browser, { viewport: { width: WIDTHS[0], height: 800 } });
    try {
      await page.goto(portalUrl('/login', 'cleangas'));
      await settle(page);
      const found: string[] = [];
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 800 });
        for (const violation of await axeViolations(page, undefined, { bestPractice: BEST_PRACTICE })) found.push(`cleangas /login at ${width} px: ${violation}`);
      }
      expect(found).toEqual([]);
    } finally {
      await page.context().close();
    }
  });

  for (const walker of WALKERS) {
    it(`finds no violation on any screen a ${walker.name} may open, at ${WIDTHS.join(' and ')} px`, { timeout: 240_000 }, async () => {
      const page = await newPage(browser, { viewport: { width: WIDTHS[0], height: 800 } });
      try {
        let role: string | undefined;
        let key: string | undefined;
        if (walker.email) {
          await signIn(page, walker.email);
          key = await storedUserKey(page);
          role = (await page.evaluate(() => JSON.parse(sessionStorage.getItem('userInfo') ?? '{}') as { role?: string })).role;
        } else {
          await page.goto(portalUrl('/login'));
        }
        await settle(page);
        const screens = await screensFor(layout, role, key);
        expect(screens.length).toBeGreaterThan(0);
        const found: string[] = [];
        const dropDowns = new Set<string>();
        let confirmChecked = false;
        for (const screen of screens) {
          const where = `${screen.id} (${screen.route})`;
          await page.setViewportSize({ width: WIDTHS[0], height: 800 });
          await navigate(page, pathOf(screen, values));
          await settle(page).catch((error: Error) => {
            throw new Error(`${where} as ${walker.name} did not settle: ${error.message}`);
          });
          // The guard let the walker in: a screen it was sent away from was not checked.
          const landed = await page.evaluate(() => window.location.pathname);
          if (screen.id !== 'notFound' && (landed === NOT_FOUND_ROUTE || (role && landed === '/login'))) found.push(`${where} as ${walker.name}: landed on ${landed}`);
          for (const width of WIDTHS) {
            await page.setViewportSize({ width, height: 800 });
            for (const violation of await axeViolations(page, undefined, { bestPractice: BEST_PRACTICE })) found.push(`${where} at ${width} px as ${walker.name}: ${violation}`);
          }
          if (!confirmChecked) {
            const confirm = await openConfirm(page);
            confirmChecked = confirm !== undefined;
            for (const violation of confirm ?? []) found.push(`${where}, its confirm dialog open, as ${walker.name}: ${violation}`);
          }
          for (const violation of await openDropDown(page, dropDowns)) found.push(`${where}, its first drop-down open, as ${walker.name}: ${violation}`);
        }
        expect(found).toEqual([]);
        // The second states were seen, not skipped for want of a control to open them.
        if (walker.dropDowns) expect(dropDowns.size).toBeGreaterThan(0);
        if (walker.confirms) expect(confirmChecked).toBe(true);
      } finally {
        await page.context().close();
      }
    });
  }
});
