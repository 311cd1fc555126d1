import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOGIN_SCREEN_MODULE, routeJs } from '../../scripts/lib/route-js';
import { noChromium } from './support/portal';

/**
 * Issue 11, item 7: the login route's JavaScript, compressed as served (brotli: every browser asks
 * for it). 121 since issue 21 (it was 120): the browser's operation index carries the 20 new operations
 * of the supplier integration and the claim (+0.33 KB, callable from any layout like every other), the light form
 * draws the claim step's radio choice (+0.22) — 120.2 KB after moving the new back-office, claim and
 * pending-payment messages out of the catalogue. 121.5 since issue 22: the name rule every form's
 * validator applies (its schema a chunk of its own, +0.33, shared by the forms and their error
 * words) and the return to a deep link after login (+0.2 in the shell) — 121.3 KB after moving the
 * signup-done, payment-limit and bot-check words out of the catalogue. Issue 25 (first paint)
 * owns the deeper cut, to 120 as the browser receives it.
 */
const LOGIN_JS_BUDGET_KB = 121.5;
/** The shell every route shares (entry chunk and its imports): React, the router, the session machine, the API client. */
const SHELL_JS_BUDGET_KB = 105;

/**
 * Global setup has just built dist/client, so these measure the code under test. They count
 * bytes, not time, so the machine's load does not move them. Brotli bytes are those of the
 * production build's twins (quality 11), computed from the built files: the test build writes
 * cheaper twins (route-js.ts, precompress.ts).
 */
// Global setup builds the client only where the browser tests run.
describe.skipIf(noChromium)('login route bundle', () => {
  it(`sends at most ${LOGIN_JS_BUDGET_KB} KB of JavaScript before the login page renders`, () => {
    const login = routeJs('dist/client', LOGIN_SCREEN_MODULE);
    const report = `login route JS: ${kb(login.brotli)} KB br (${kb(login.gzip)} KB gz) in ${login.files.length} files`;
    console.info(report);
    expect(login.brotli / 1024, report).toBeLessThanOrEqual(LOGIN_JS_BUDGET_KB);
  });

  it(`keeps the shell every route loads first under ${SHELL_JS_BUDGET_KB} KB`, () => {
    const shell = routeJs('dist/client');
    expect(shell.brotli / 1024, shell.files.join(', ')).toBeLessThanOrEqual(SHELL_JS_BUDGET_KB);
  });

  it('leaves the data table, the charts and RJSF to the routes that use them', () => {
    const login = routeJs('dist/client', LOGIN_SCREEN_MODULE).files;
    const names = login.map((file) => file.replace(/^assets\//, ''));
    expect(names.filter((name) => /^(auto|chart|RjsfForm)[.-]/.test(name))).toEqual([]);
    // PrimeReact's DataTable is found by what it draws: the bundler names the chunk holding it after
    // whichever module it groups it with.
    const drawsDataTable = (files: readonly string[]) => files.some((file) => readFileSync(join('dist/client', file), 'utf8').includes('p-datatable-wrapper'));
    expect(drawsDataTable(login)).toBe(false);
    // They are in the build, under these names, or the checks above would prove nothing.
    expect(drawsDataTable(routeJs('dist/client', 'src/renderers/table/TableScreen.tsx').files)).toBe(true);
    const rjsf = routeJs('dist/client', 'src/renderers/schema-form/RjsfForm.tsx').files;
    expect(rjsf.some((file) => file.includes('/RjsfForm-'))).toBe(true);
  });
});

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
