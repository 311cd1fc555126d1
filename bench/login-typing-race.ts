/**
 * Stress repro of the drawn /login's typing race (issue 25): many visitors at once, each typing
 * the moment the server's inputs appear — before, during or after the scripts hydrate them —
 * then logging in. Not a speed figure: it counts logins whose typed user name or password did not
 * survive, and prints for each what happened to the inputs (replaced by a fresh render, or their
 * value set empty by React, with the stack that set it). The server trusts X-Forwarded-For and
 * each login comes from an address of its own, so the login throttle never refuses one.
 * Usage: npx tsx bench/login-typing-race.ts [--logins 270 --pages 3 --skip-build --path /login]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Browser } from 'playwright-core';
import { buildClient } from '../scripts/lib/build-client';
import { CHROMIUM_FLAGS } from '../tests/e2e/support/chromium-path';
import { startServer } from '../tests/e2e/support/start-server';

const { values: args } = parseArgs({
  options: { logins: { type: 'string', default: '270' }, pages: { type: 'string', default: '3' }, 'skip-build': { type: 'boolean', default: false } },
});
const USER = 'customer@demo.test';
const PASSWORD = 'Portal-demo-2026';

/**
 * Watches the page from its first byte: every value React (or anything) writes into the user
 * name's input, with the stack that wrote it, and whether the input the server drew is still
 * the one on screen when the login is sent. Plain JavaScript in a string: a function would reach
 * the page as tsx compiled it, with helpers (`__name`) the page does not have.
 */
const WATCH = `(() => {
  const log = (window.raceLog = []);
  const start = performance.now();
  const at = () => Math.round(performance.now() - start) + 'ms';
  const descriptor = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value');
  Object.defineProperty(HTMLInputElement.prototype, 'value', {
    ...descriptor,
    set(value) {
      if (this.id === 'root_user_id' && value !== this.value) log.push(at() + ' value set ' + JSON.stringify(value) + ' (was ' + JSON.stringify(this.value) + ') ' + (new Error().stack || '').split('\\n').slice(2, 9).join(' | '));
      descriptor.set.call(this, value);
    },
  });
  document.addEventListener('DOMContentLoaded', () => {
    window.drawnInput = document.getElementById('root_user_id');
    log.push(at() + ' DOMContentLoaded, drawn input ' + (window.drawnInput ? 'present' : 'absent'));
    new MutationObserver((records) => {
      for (const record of records) {
        if (record.type === 'attributes' && record.target.matches('form.light-form[data-hydrated]')) log.push(at() + ' form hydrated');
        for (const node of record.removedNodes) if (node instanceof Element && (node.id === 'root_user_id' || node.querySelector('#root_user_id'))) log.push(at() + ' drawn user name input removed');
      }
    }).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-hydrated'] });
  });
  document.addEventListener('input', (event) => log.push(at() + ' input event on ' + event.target.id + ' value ' + JSON.stringify(event.target.value)), true);
  document.addEventListener('focusin', (event) => log.push(at() + ' focus on ' + event.target.id), true);
})();`;

interface Outcome {
  ok: boolean;
  detail: string;
}

async function oneLogin(browser: Browser, origin: string, index: number): Promise<Outcome> {
  const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}` } });
  context.setDefaultTimeout(20_000);
  try {
    const page = await context.newPage();
    await page.addInitScript({ content: WATCH });
    // Every document the tab loads (a reload or a native submit would start the page over).
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.isNavigationRequest()) documents.push(`${request.method()} ${new URL(request.url()).pathname}`);
    });
    await page.goto(`${origin}/login`, { waitUntil: 'commit' });
    // As soon as the input appears: before, during or after hydration, by the load's luck.
    await page.getByLabel('Username', { exact: true }).fill(USER);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    const logIn = page.getByRole('button', { name: 'Log In' });
    await page.locator('form.light-form[data-hydrated]').waitFor();
    const values = async () => ({ user: await page.getByLabel('Username', { exact: true }).inputValue(), password: await page.getByLabel('Password', { exact: true }).inputValue() });
    const typed = await values();
    if (typed.user === USER && typed.password === PASSWORD) {
      const answer = page.waitForResponse((response) => response.url().endsWith('/login') && response.request().method() === 'POST');
      await logIn.click();
      const response = await answer;
      const body = response.request().postDataJSON() as { user_id?: string; password?: string };
      if (response.status() === 200 && body.user_id === USER) return { ok: true, detail: index === 1 ? `(the first login, for comparison) documents ${documents.join(', ')}\n${await trace(page)}` : '' };
      const after = await values();
      return { ok: false, detail: `login answered ${response.status()} for ${JSON.stringify(body.user_id)}; on screen now ${JSON.stringify(after)}; documents ${documents.join(', ')}\n${await trace(page)}` };
    }
    return { ok: false, detail: `after hydration the screen holds ${JSON.stringify(typed)}; documents ${documents.join(', ')}\n${await trace(page)}` };
  } catch (error) {
    return { ok: false, detail: `failed: ${(error as Error).message.split('\n')[0]}` };
  } finally {
    await context.close();
  }
}

const trace = (page: import('playwright-core').Page) =>
  page.evaluate(() => {
    const w = window as unknown as { raceLog: string[]; drawnInput: Element | null };
    const same = w.drawnInput === document.getElementById('root_user_id');
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
    return `  drawn input still on screen: ${same}; this document: ${navigation?.type} ${location.href}\n  ${w.raceLog.join('\n  ')}`;
  });

if (!args['skip-build']) {
  process.env.NODE_ENV = 'production';
  await buildClient({ mode: 'production', logLevel: 'warn' });
}
const dataDir = mkdtempSync(join(tmpdir(), 'portal-login-race-'));
const server = await startServer({ DATA_DIR: dataDir, TRUST_PROXY: '1' }, 240_000);
const browsers = await Promise.all(Array.from({ length: Number(args.pages) }, () => chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_FLAGS })));
const origin = `http://demo.localhost:${server.port}`;
const total = Number(args.logins);
let next = 0;
let failures = 0;
try {
  await Promise.all(
    browsers.map(async (browser) => {
      while (next < total) {
        const index = ++next;
        const outcome = await oneLogin(browser, origin, index);
        if (outcome.ok && outcome.detail) console.log(outcome.detail);
        if (!outcome.ok) {
          failures += 1;
          console.log(`login ${index} lost what was typed: ${outcome.detail}`);
        }
        if (index % 30 === 0) console.log(`${index} logins, ${failures} lost`);
      }
    }),
  );
  console.log(`\n${total} logins in ${browsers.length} parallel browsers: ${failures} lost what was typed`);
} finally {
  await Promise.all(browsers.map((browser) => browser.close()));
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
process.exitCode = failures ? 1 : 0;
