/**
 * Where a page's time goes, before changing anything (issue 25): loads a page of the production
 * build in Chromium throttled like Lighthouse's mobile preset (150 ms round trips, 1.6 Mbit/s
 * down, 4× CPU), signed in as the demo customer when asked, and prints every request with when it
 * started and ended and what started it, the long tasks (over 50 ms: what Total Blocking Time
 * counts) and the largest contentful paint. Lighthouse reports the figures; this shows the chain
 * behind them; `--trace` says what each long task did, `--profile` which functions took the main
 * thread's time (a sampled CPU profile of the load). Usage: npm run bench:waterfall -- [--path /accounts]
 * [--signed-in] [--skip-build] [--trace] [--profile]
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { buildClient } from '../scripts/lib/build-client';
import { startServer } from '../tests/e2e/support/start-server';
import { startChromium } from './support/lighthouse-run';
import { logInThroughApi } from './support/demo-login';

const { values: args } = parseArgs({
  options: { path: { type: 'string', default: '/accounts' }, 'signed-in': { type: 'boolean', default: false }, 'skip-build': { type: 'boolean', default: false }, trace: { type: 'boolean', default: false }, profile: { type: 'boolean', default: false } },
});

/** What Chromium's timeline records of the main thread's tasks, and of the script work inside them. */
const TRACE_CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8', 'v8.execute', 'blink'];

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
  if (args.trace) await tab.tracing.start({ categories: TRACE_CATEGORIES });
  if (args.profile) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
  }
  // A page that keeps asking (a poll) never goes quiet: it is read as it is after two minutes.
  await tab.goto(`${origin}${args.path}`, { waitUntil: 'networkidle0', timeout: 120_000 }).catch((error: Error) => console.warn(`${error.message}: read as it is`));
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const trace = args.trace ? await tab.tracing.stop() : undefined;
  const profile = args.profile ? ((await cdp.send('Profiler.stop')) as { profile: CpuProfile }).profile : undefined;
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
  if (profile) for (const line of busiestFunctions(profile)) console.log(line);
  if (trace) {
    // For Chromium's DevTools (Performance, load profile) too.
    writeFileSync('bench/results/page-trace.json', trace);
    for (const line of longTaskContents(JSON.parse(new TextDecoder().decode(trace)) as { traceEvents: TraceEvent[] })) console.log(line);
  }
} finally {
  await chromium.close();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}


interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { url?: string; functionName?: string; stackTrace?: { url?: string }[] } };
}

/**
 * `--trace`: each long task of the page's main thread, and what took its time, by kind and script
 * (the work directly inside it: evaluating a script or module, compiling, a function call, a
 * timer, garbage collection, style and layout), longest first.
 */
function longTaskContents({ traceEvents }: { traceEvents: TraceEvent[] }): string[] {
  // The page's renderer main thread: of Chromium's renderer main threads, the busiest.
  const busy = new Map<string, number>();
  const renderers = new Set(traceEvents.filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain').map((event) => `${event.pid} ${event.tid}`));
  for (const event of traceEvents) if (event.name === 'RunTask' && renderers.has(`${event.pid} ${event.tid}`)) busy.set(`${event.pid} ${event.tid}`, (busy.get(`${event.pid} ${event.tid}`) ?? 0) + (event.dur ?? 0));
  const [busiest] = [...busy].sort((a, b) => b[1] - a[1]);
  if (!busiest) return ['trace: no renderer main thread found'];
  const [pid, tid] = busiest[0].split(' ').map(Number);
  const main = { pid, tid };
  const onMain = traceEvents.filter((event) => event.pid === main.pid && event.tid === main.tid && event.ph === 'X' && event.dur !== undefined);
  const tasks = onMain.filter((event) => event.name === 'RunTask' && event.dur! > 50_000).sort((a, b) => a.ts - b.ts);
  const kinds = new Set(['EvaluateScript', 'v8.compile', 'v8.compileModule', 'v8.evaluateModule', 'FunctionCall', 'TimerFire', 'FireAnimationFrame', 'RunMicrotasks', 'MajorGC', 'MinorGC', 'UpdateLayoutTree', 'Layout', 'Paint', 'HTMLDocumentParser::appendBytes', 'ParseAuthorStyleSheet', 'EventDispatch', 'LocalWindowProxy::Initialize', 'ResourceFetcher::requestResource']);
  const lines = ['long tasks of the main thread (4x CPU), what is directly inside each:'];
  for (const task of tasks) {
    const end = task.ts + task.dur!;
    // The outermost events of the listed kinds inside the task: a call inside an evaluation counts once, with it.
    const inside = onMain.filter((event) => kinds.has(event.name) && event.ts >= task.ts && event.ts + event.dur! <= end);
    const outermost = inside.filter((event) => !inside.some((other) => other !== event && other.ts <= event.ts && other.ts + other.dur! >= event.ts + event.dur! && (other.ts < event.ts || other.dur! > event.dur!)));
    const byWhat = new Map<string, number>();
    for (const event of outermost) {
      const data = event.args?.data;
      const url = data?.url || data?.stackTrace?.[0]?.url || '';
      const what = `${event.name}${url ? ` ${url.split('/').pop()}` : ''}${data?.functionName ? ` ${data.functionName}` : ''}`;
      byWhat.set(what, (byWhat.get(what) ?? 0) + event.dur!);
    }
    const parts = [...byWhat.entries()].sort((a, b) => b[1] - a[1]).slice(0, 6).map(([what, dur]) => `${what} ${Math.round(dur / 1000)}`);
    lines.push(`  ${Math.round(task.dur! / 1000)} ms: ${parts.join('; ') || '(nothing recorded inside)'}`);
  }
  return lines;
}

interface CpuProfile {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number } }[];
  samples: number[];
  timeDeltas: number[];
}

/** `--profile`: the functions with the most of the load's main-thread time of their own, at 4x CPU (minified: look them up in the file at the line and column). */
function busiestFunctions(profile: CpuProfile, count = 15): string[] {
  const frames = new Map(profile.nodes.map((node) => [node.id, node.callFrame]));
  const own = new Map<string, number>();
  profile.samples.forEach((id, index) => {
    const frame = frames.get(id)!;
    if (frame.functionName === '(idle)') return;
    const key = `${frame.functionName || '(anonymous)'} ${frame.url.split('/').pop() ?? ''}:${frame.lineNumber + 1}:${frame.columnNumber + 1}`;
    own.set(key, (own.get(key) ?? 0) + (profile.timeDeltas[index] ?? 0));
  });
  return ['busiest functions of the load (own time, ms at 4x CPU):', ...[...own].sort((a, b) => b[1] - a[1]).slice(0, count).map(([key, us]) => `  ${String(Math.round(us / 1000)).padStart(5)}  ${key}`)];
}
