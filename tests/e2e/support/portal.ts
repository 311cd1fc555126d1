import { mkdirSync } from 'node:fs';
import { readFileSync } from 'node:fs';
import { afterAll, afterEach, beforeAll, beforeEach, inject } from 'vitest';
import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright-core';
import { CHROMIUM_FLAGS } from './chromium-path';
import './context';

export const e2e = inject('e2e');

/** The browser tests run only where Chromium is installed (global-setup prints why not). */
export const noChromium = !e2e.chromiumPath;

/** Demo users seeded in every tenant (server contract). */
export const users = {
  customer: 'customer@demo.test',
  staff: 'staff@demo.test',
  admin: 'admin@demo.test',
} as const;
export const DEMO_PASSWORD = 'Portal-demo-2026';

export type TenantId = 'demo' | 'cleangas';

/** Chromium resolves every *.localhost name to the loopback address. */
export function portalUrl(path = '/', host: TenantId | 'localhost' = 'demo'): string {
  const name = host === 'localhost' ? 'localhost' : `${host}.localhost`;
  return `http://${name}:${e2e.port}${path}`;
}

/** Direct API calls from the test, as a second witness of what the browser did. */
export function apiUrl(path: string, tenant: TenantId = 'demo'): string {
  return `http://127.0.0.1:${e2e.port}/api/${tenant}${path}`;
}

/** What the tenant folder says (the server's source for settings and theme). */
export function tenantFolder(tenant: TenantId): { siteName: string; logo: string; headerBg?: string } {
  const json = JSON.parse(readFileSync(`tenants/${tenant}/tenant.json`, 'utf8')) as { settings: { site_name: string; logo: string } };
  const theme = readFileSync(`tenants/${tenant}/theme.css`, 'utf8');
  return {
    siteName: json.settings.site_name,
    logo: json.settings.logo,
    headerBg: /--portal-header-bg:\s*([^;]+);/.exec(theme)?.[1].trim(),
  };
}

export async function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: e2e.chromiumPath,
    args: CHROMIUM_FLAGS,
  });
}

let contexts = 0;

/** A client address of its own for each browser context (the e2e server trusts X-Forwarded-For). */
export function nextClientAddress(): string {
  contexts += 1;
  return `10.${process.pid % 250}.${Math.floor(contexts / 250) % 250}.${(contexts % 250) + 1}`;
}

/** A fresh context (own storage, own clock, own client address) and page per test. */
export async function newPage(browser: Browser, options: BrowserContextOptions = {}): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    ...options,
    extraHTTPHeaders: { 'x-forwarded-for': nextClientAddress(), ...options.extraHTTPHeaders },
  });
  context.setDefaultTimeout(15_000);
  const page = await context.newPage();
  const problems: string[] = [];
  pageProblems.set(page, problems);
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return page;
}

/** What each page logged as an error, told when its test fails. */
const pageProblems = new WeakMap<Page, string[]>();

/**
 * A failed test's page, told where the run's output ends up (the failure digest keeps lines with
 * "Error:"): its address, whether a drawn form had hydrated, its console errors, and a screenshot
 * (test-results/e2e/failed-…png). A failure that happens only under CI's load then says more than
 * the locator it timed out on.
 */
async function tellFailure(page: Page, test: string): Promise<void> {
  try {
    const name = test.replace(/[^a-z0-9]+/gi, '-').slice(0, 80);
    await page.screenshot({ path: `test-results/e2e/failed-${name}.png`, fullPage: true, timeout: 5_000 });
    const hydrated = await page.evaluate(() => ({ forms: document.querySelectorAll('form.light-form').length, hydrated: document.querySelectorAll('form.light-form[data-hydrated]').length }));
    const problems = pageProblems.get(page) ?? [];
    console.log(`PageAtFailureError: "${test}" at ${page.url()}; light forms ${hydrated.forms}, hydrated ${hydrated.hydrated}; console errors: ${problems.length ? problems.join(' | ').slice(0, 1_000) : 'none'}`);
  } catch (error) {
    console.log(`PageAtFailureError: "${test}": the page could not be read (${String(error)})`);
  }
}

/**
 * Waits until the scripts have hydrated the form of a page the server drew (login, forgot password,
 * register, Pay As Guest), so a test types into its own screen: typing before and during hydration (a race that
 * once lost a field) is tested on its own by server-rendered-login.test.ts.
 */
export async function formHydrated(page: Page): Promise<void> {
  await page.locator('form.light-form[data-hydrated]').waitFor();
}

export async function logIn(page: Page, user: string, password = DEMO_PASSWORD): Promise<void> {
  await formHydrated(page);
  await page.getByLabel('Username', { exact: true }).fill(user);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
}

/** Opens /login on a tenant and signs in; resolves once the login answer has arrived. */
export async function signIn(page: Page, user: string, tenant: TenantId = 'demo', password = DEMO_PASSWORD): Promise<void> {
  await page.goto(portalUrl('/login', tenant));
  const answer = page.waitForResponse((r) => r.url().endsWith('/login') && r.request().method() === 'POST');
  await logIn(page, user, password);
  const response = await answer;
  if (response.status() !== 200) throw new Error(`login of ${user} answered ${response.status()}: ${await response.text()}`);
}

/** The session key the app keeps in sessionStorage (spec 1 §3). */
export async function storedUserKey(page: Page): Promise<string | undefined> {
  return page.evaluate(() => {
    const raw = sessionStorage.getItem('userInfo');
    return raw ? (JSON.parse(raw) as { user_key?: string }).user_key : undefined;
  });
}

export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync('test-results/e2e', { recursive: true });
  await page.screenshot({ path: `test-results/e2e/${name}.png`, fullPage: true });
}

/** The text of the toasts on screen (PrimeReact Toast), success and error alike. */
export function toast(page: Page, text: string) {
  return page.locator('.p-toast-message').filter({ hasText: text });
}

/** Text of the data rows of the page's table (PrimeReact marks the empty row separately). */
export async function tableRows(page: Page): Promise<string[]> {
  return page.locator('table tbody tr:not(.p-datatable-emptymessage)').allInnerTexts();
}

export interface PortalPages {
  /** The file's browser, for a second context (say, staff beside a customer). */
  readonly browser: Browser;
  /** The current test's page, in a fresh context of its own. */
  readonly page: Page;
}

let shared: Promise<Browser> | undefined;

/**
 * One Chromium for every file the browser project's worker runs (its module graph is kept between
 * files: vite.config.ts): a launch and a close per file were 1–2 s each of the browser lane on a
 * loaded machine, for ~50 files. What a test sees is its context's, fresh per test; a browser that
 * went away is launched again. The worker's exit closes it (Playwright kills what it launched).
 */
function sharedChromium(): Promise<Browser> {
  if (!shared) {
    const launching = launchChromium();
    shared = launching;
    launching.then(
      (browser) => browser.on('disconnected', () => (shared = shared === launching ? undefined : shared)),
      () => (shared = undefined),
    );
  }
  return shared;
}

/**
 * The worker's Chromium for the file and a fresh page per test, closed afterwards; what the file
 * opened besides (a second user's context) is closed with the file, as closing its own browser
 * did. Register further setup with the file's own hooks after calling this: they run after these.
 */
export function pagePerTest(options: BrowserContextOptions = {}): PortalPages {
  const state = {} as { browser: Browser; page: Page };
  beforeAll(async () => {
    state.browser = await sharedChromium();
  });
  afterAll(async () => {
    await Promise.all(state.browser?.contexts().map((context) => context.close()) ?? []);
  });
  beforeEach(async () => {
    state.page = await newPage(state.browser, options);
  });
  afterEach(async ({ task }) => {
    if (task.result?.state === 'fail' && state.page && !state.page.isClosed()) await tellFailure(state.page, task.name);
    await state.page?.context().close();
  });
  return state;
}

/**
 * What sticks out sideways on the page as it is now (issue 22 item 12): the document's width
 * beyond the viewport, and every box that scrolls sideways to show its content (a table hiding
 * columns behind a scroll). A page that fits a phone answers `{ overflow: 0, scrollers: [] }`.
 */
export async function sidewaysOverflow(page: Page): Promise<{ overflow: number; scrollers: string[] }> {
  return page.evaluate(() => {
    const overflow = document.documentElement.scrollWidth - window.innerWidth;
    const scrollers = [...document.querySelectorAll('main *')]
      .filter((element) => element.scrollWidth > element.clientWidth + 1 && ['auto', 'scroll'].includes(getComputedStyle(element).overflowX))
      .map((element) => `${element.tagName.toLowerCase()}.${[...element.classList].join('.')} (${element.scrollWidth} > ${element.clientWidth})`);
    return { overflow, scrollers };
  });
}
