import type { Page, Request } from 'playwright-core';
import { expect } from 'vitest';

const inFlight = new WeakMap<Page, Set<Request>>();

/** The page's requests not yet answered, counted from the first call on. */
function pending(page: Page): Set<Request> {
  let requests = inFlight.get(page);
  if (!requests) {
    const set = new Set<Request>();
    page.on('request', (request) => set.add(request));
    page.on('requestfinished', (request) => set.delete(request));
    page.on('requestfailed', (request) => set.delete(request));
    inFlight.set(page, set);
    requests = set;
  }
  return requests;
}

/**
 * Waits until a screen has settled after a navigation: no request of the page in flight, a
 * heading drawn, no spinner, skeleton or busy region left, and the document the same on two polls
 * in a row (a control that waits for a list, disabled, may start its request a moment after the
 * screen's own answer arrived). What axe should see is the screen's final state, not a loading
 * one. Polls; no fixed sleep.
 */
export async function settle(page: Page): Promise<void> {
  const requests = pending(page);
  let previous = '';
  await expect
    .poll(async () => {
      if (requests.size > 0) {
        previous = '';
        return false;
      }
      const state = await page.evaluate(() =>
        document.readyState === 'complete' && document.querySelector('h1') !== null && document.querySelector('[aria-busy="true"], .loading, .p-skeleton, .p-datatable-loading-overlay') === null
          ? document.body.innerHTML
          : '',
      );
      const stable = state !== '' && state === previous && requests.size === 0;
      previous = state;
      return stable;
    })
    .toBe(true);
}
