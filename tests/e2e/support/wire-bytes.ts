import type { Page } from 'playwright-core';

/** One answer as Chromium received it. */
export interface WireRequest {
  url: string;
  /** CDP's resource type: Document, Script, Stylesheet, Fetch, XHR, Image, Font… */
  type: string;
  status: number;
  /** Content-Encoding of the answer ('' when sent as it is). */
  encoding: string;
  /** Bytes on the wire: the response headers and the (encoded) body, CDP's encodedDataLength. */
  bytes: number;
}

export interface WireLoad {
  requests: WireRequest[];
  /** Sum of `bytes` over the requests of a type. */
  bytesOf(type: string): number;
  countOf(type: string): number;
}

/**
 * Records every answer Chromium receives in `page` while `load` runs, with its bytes as they came
 * over the wire (headers included, body as encoded): CDP's Network.loadingFinished
 * `encodedDataLength`, which is what Lighthouse calls transferSize. Answers still loading when
 * `load` settles are waited for, so the figure does not depend on when the caller stopped.
 */
export async function recordWire(page: Page, load: () => Promise<void>): Promise<WireLoad> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  // The browser's cache would hide repeat answers (a second load in the same context): off.
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const started = new Map<string, { url: string; type: string; status: number; encoding: string }>();
  const requests: WireRequest[] = [];
  const pending = new Set<string>();
  let settle: (() => void) | undefined;
  cdp.on('Network.requestWillBeSent', (event) => {
    if (event.request.url.startsWith('data:')) return;
    started.set(event.requestId, { url: event.request.url, type: event.type ?? 'Other', status: 0, encoding: '' });
    pending.add(event.requestId);
  });
  cdp.on('Network.responseReceived', (event) => {
    const request = started.get(event.requestId);
    if (!request) return;
    const headers = Object.fromEntries(Object.entries(event.response.headers).map(([name, value]) => [name.toLowerCase(), String(value)]));
    Object.assign(request, { type: event.type, status: event.response.status, encoding: headers['content-encoding'] ?? '' });
  });
  const finish = (requestId: string, bytes: number) => {
    const request = started.get(requestId);
    if (!request || !pending.delete(requestId)) return;
    requests.push({ ...request, bytes });
    if (pending.size === 0) settle?.();
  };
  cdp.on('Network.loadingFinished', (event) => finish(event.requestId, event.encodedDataLength));
  cdp.on('Network.loadingFailed', (event) => finish(event.requestId, 0));
  try {
    await load();
    if (pending.size > 0) await new Promise<void>((resolve) => (settle = resolve));
  } finally {
    await cdp.detach();
  }
  return wireLoad(requests);
}

/** A load of these answers, with its sums by type. */
export function wireLoad(requests: WireRequest[]): WireLoad {
  const of = (type: string) => requests.filter((request) => request.type === type);
  return {
    requests,
    bytesOf: (type) => of(type).reduce((sum, request) => sum + request.bytes, 0),
    countOf: (type) => of(type).length,
  };
}
