/**
 * Where a page's time goes, before changing anything (issue 25): loads a page of the production
 * build in Chromium throttled like Lighthouse's mobile preset (150 ms round trips, 1.6 Mbit/s
 * down, 4× CPU), signed in as the demo customer when asked, and prints every request with when it
 * started and ended and what started it, the long tasks (over 50 ms: what Total Blocking Time
 * counts) and the largest contentful paint. Lighthouse reports the figures; this shows the chain
 * behind them. Usage: npm run bench:waterfall -- [--path /accounts] [--signed-in] [--skip-build]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { buildClient } from '../scripts/lib/build-client';
import { startServer } from '../tests/e2e/support/start-server';
import { startChromium } from './support/lighthouse-run';
import { logInThroughApi } from './support/demo-login';

const { values: args } = parseArgs({
  options: { path: { type: 'string', default: '/accounts' }, 'signed-in': { type: 'boolean', default: false }, 'skip-build': { type: 'boolean', default: false } },
});

if (!args['skip-build']) {
  process.env.NODE_ENV = 'production';
  await buildClient({ mode: 'production', logLevel: 'warn' });
}

const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-waterfall-'));
const server = await startServer({ DATA_DIR: dataDir });
const chromium = await startChromium();
const origin = `http://demo.localhost:${server.port}`;
try {
  const tab = await chromium.browser.newPage();
  await tab.setViewport({ width: 412, height: 823, isMobile: true, deviceScaleFactor: 1.75 });
  if (args['signed-in']) {
    const userInfo = await logInThroughApi(server.port);
    await tab.goto(`${origin}/tenant-files/demo/theme.css`);
    await tab.evaluate((info) => sessionStorage.setItem('userInfo', info), JSON.stringify(userInfo));
  }
  const cdp = await tab.createCDPSession();
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });

  interface Request {
    url: string;
    start: number;
    end?: number;
    bytes?: number;
    initiator: string;
  }
  const requests = new Map<string, Request>();
  let navigationStart = 0;
  cdp.on('Network.requestWillBeSent', (event) => {
    if (!navigationStart) navigationStart = event.timestamp;
    const initiator = event.initiator.type === 'script' ? `script ${event.initiator.stack?.callFrames[0]?.url.split('/').pop() ?? ''}` : event.initiator.type;
    requests.set(event.requestId, { url: event.request.url.replace(origin, ''), start: event.timestamp, initiator });
  });
  cdp.on('Network.loadingFinished', (event) => {
    const request = requests.get(event.requestId);
    if (request) Object.assign(request, { end: event.timestamp, bytes: event.encodedDataLength });
  });

  interface Seen {
    longTasks: [number, number][];
    lcp: number;
  }
  await tab.evaluateOnNewDocument(() => {
    const seen: Seen = { longTasks: [], lcp: 0 };
    (window as unknown as { __seen: Seen }).__seen = seen;
    new PerformanceObserver((list) => list.getEntries().forEach((entry) => seen.longTasks.push([entry.startTime, entry.duration]))).observe({ type: 'longtask', buffered: true });
    new PerformanceObserver((list) => list.getEntries().forEach((entry) => (seen.lcp = entry.startTime))).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  // A page that keeps asking (a poll) never goes quiet: it is read as it is after two minutes.
  await tab.goto(`${origin}${args.path}`, { waitUntil: 'networkidle0', timeout: 120_000 }).catch((error: Error) => console.warn(`${error.message}: read as it is`));
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const seen = await tab.evaluate(() => (window as unknown as { __seen: Seen }).__seen);

  const ms = (seconds: number) => Math.round((seconds - navigationStart) * 1000);
  console.log(`${args.path}${args['signed-in'] ? ' (signed in)' : ''}: requests, ms from the first`);
  for (const request of [...requests.values()].sort((a, b) => a.start - b.start)) {
    const kb = request.bytes === undefined ? '?' : (request.bytes / 1024).toFixed(1);
    console.log(`${String(ms(request.start)).padStart(6)} → ${request.end ? String(ms(request.end)).padStart(6) : '     ?'}  ${kb.padStart(6)} KB  ${request.initiator.padEnd(28)} ${request.url.slice(0, 110)}`);
  }
  const blocking = seen.longTasks.reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0);
  console.log(`long tasks (start ms, duration ms): ${seen.longTasks.map(([start, duration]) => `${Math.round(start)}+${Math.round(duration)}`).join(', ') || 'none'}`);
  console.log(`blocking time over 50 ms each: ${Math.round(blocking)} ms; largest contentful paint at ${Math.round(seen.lcp)} ms (observed, not Lighthouse's simulation)`);
} finally {
  await chromium.close();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
