/**
 * Page-load benchmark of issue 11, item 7: Lighthouse (mobile preset) on /login, on the
 * customer's account overview (/accounts, signed in), on New Customer's first step (/new-customer,
 * drawn by the server since issue 25) and on a static copy of the login page
 * served by the same server, interleaved, several runs each. Prints medians of the performance
 * score, LCP, FCP, TBT, CLS, the JavaScript and all bytes as the browser received them (headers
 * included) with their request counts, and LCP /login ÷ static; writes
 * bench/results/login-page.json. Usage: npm run bench:login [-- --runs 5 --skip-build]
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { buildClient } from '../scripts/lib/build-client';
import { LOGIN_SCREEN_MODULE, routeJs } from '../scripts/lib/route-js';
import { startServer } from '../tests/e2e/support/start-server';
import type { Page } from 'puppeteer-core';
import { auditPage, startChromium, type PageRun } from './support/lighthouse-run';
import { STATIC_LOGIN_FILE, writeStaticLogin } from './support/static-login';
import { median, ratio, table } from './support/stats';
import { logInThroughApi } from './support/demo-login';

const { values: args } = parseArgs({ options: { runs: { type: 'string', default: '5' }, 'skip-build': { type: 'boolean', default: false } } });
const runs = Number(args.runs);
const CLIENT_DIR = 'dist/client';

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
/** A page's medians over its runs. */
interface Summary {
  score: number;
  lcp: number;
  fcp: number;
  tbt: number;
  cls: number;
  /** JavaScript and every answer as received (headers included), and their requests. */
  scriptKB: number;
  scripts: number;
  totalKB: number;
  requests: number;
}

if (!args['skip-build']) {
  // The production build the server serves (NODE_ENV decides React's build, as in the e2e setup).
  process.env.NODE_ENV = 'production';
  await buildClient({ mode: 'production', logLevel: 'warn' });
}

const loginJs = routeJs(CLIENT_DIR, LOGIN_SCREEN_MODULE);
const shellJs = routeJs(CLIENT_DIR);
console.log(`Build: the login route needs ${kb(loginJs.brotli)} KB br / ${kb(loginJs.gzip)} KB gz of JavaScript before it renders (the shell ${kb(shellJs.brotli)} KB br), bodies only, in ${loginJs.files.length} files`);

const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-login-'));
const server = await startServer({ DATA_DIR: dataDir });
const chromium = await startChromium();
const origin = `http://demo.localhost:${server.port}`;
try {
  const userInfo = await logInThroughApi(server.port);
  await writeStaticLogin(chromium.browser, `${origin}/login`, CLIENT_DIR);

  const pages = {
    '/login': { url: `${origin}/login`, signedIn: false },
    '/accounts': { url: `${origin}/accounts`, signedIn: true },
    '/new-customer': { url: `${origin}/new-customer`, signedIn: false },
    static: { url: `${origin}/${STATIC_LOGIN_FILE}`, signedIn: false },
  } as const;
  const results: Record<keyof typeof pages, PageRun[]> = { '/login': [], '/accounts': [], '/new-customer': [], static: [] };

  // Interleaved, so a burst of load on the shared machine touches every page alike.
  for (let run = 1; run <= runs; run++) {
    for (const [name, { url, signedIn }] of Object.entries(pages) as [keyof typeof pages, (typeof pages)[keyof typeof pages]][]) {
      const tab = await chromium.browser.newPage();
      try {
        if (signedIn) {
          // The portal keeps the session in the tab's sessionStorage (spec 1 §3), as after a login.
          await tab.goto(`${origin}/tenant-files/demo/theme.css`);
          await tab.evaluate((info) => sessionStorage.setItem('userInfo', info), JSON.stringify(userInfo));
        }
        const result = await auditWithRetry(tab, url);
        results[name].push(result);
        console.log(
          `run ${run} ${name}: score ${result.score}, LCP ${Math.round(result.lcp)} ms, FCP ${Math.round(result.fcp)} ms, TBT ${Math.round(result.tbt)} ms, CLS ${result.cls.toFixed(3)}, ` +
            `JS ${kb(result.scriptBytes)} KB in ${result.scripts} requests, all ${kb(result.totalBytes)} KB in ${result.requests} (as received, headers included); LCP element ${result.lcpElement}`,
        );
      } finally {
        await tab.close();
      }
    }
  }

  const medianOf = (list: PageRun[], figure: (run: PageRun) => number) => median(list.map(figure));
  const summary = Object.fromEntries(
    Object.entries(results).map(([name, list]) => [
      name,
      {
        score: medianOf(list, (r) => r.score),
        lcp: medianOf(list, (r) => r.lcp),
        fcp: medianOf(list, (r) => r.fcp),
        tbt: medianOf(list, (r) => r.tbt),
        cls: medianOf(list, (r) => r.cls),
        scriptKB: medianOf(list, (r) => r.scriptBytes) / 1024,
        scripts: medianOf(list, (r) => r.scripts),
        totalKB: medianOf(list, (r) => r.totalBytes) / 1024,
        requests: medianOf(list, (r) => r.requests),
      },
    ]),
  ) as Record<keyof typeof pages, Summary>;
  const lcpRatio = ratio(summary['/login'].lcp, summary.static.lcp);

  console.log(`\nLighthouse ${runs} runs each, mobile preset (simulated slow 4G, 4× CPU slowdown), medians; bytes as the browser received them (headers included):`);
  console.log(
    table([
      ['page', 'score', 'LCP ms', 'FCP ms', 'TBT ms', 'CLS', 'JS KB', 'scripts', 'all KB', 'requests'],
      ...Object.entries(summary).map(([name, s]) => [name, s.score, Math.round(s.lcp), Math.round(s.fcp), Math.round(s.tbt), s.cls.toFixed(3), s.scriptKB.toFixed(1), s.scripts, s.totalKB.toFixed(1), s.requests]),
    ]),
  );
  console.log(`LCP /login ÷ static: ${lcpRatio} (target ≤ 1.3)`);

  mkdirSync('bench/results', { recursive: true });
  writeFileSync('bench/results/login-page.json', JSON.stringify({ runs, loginJs, shellJs, summary, lcpRatio, results }, null, 2));
} finally {
  rmSync(join(CLIENT_DIR, STATIC_LOGIN_FILE), { force: true });
  await chromium.close();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

/** Lighthouse now and then loses a trace (NO_NAVSTART) on a loaded machine: such a run is taken again, once. */
async function auditWithRetry(tab: Page, url: string): Promise<PageRun> {
  try {
    return await auditPage(tab, url);
  } catch (error) {
    console.warn(`${(error as Error).message}; once more`);
    return auditPage(tab, url);
  }
}
