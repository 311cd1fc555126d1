import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { CHROMIUM_FLAGS, findChromium } from '../../tests/e2e/support/chromium-path';

/** What one Lighthouse run of a page says (mobile preset, simulated throttling). */
export interface PageRun {
  /** 0–100. */
  score: number;
  /** Milliseconds, as Lighthouse simulates them for a mid-range phone on a slow 4G network. */
  lcp: number;
  fcp: number;
  /** Total blocking time, ms, and cumulative layout shift: the other weights of the score. */
  tbt: number;
  cls: number;
  /**
   * Bytes of JavaScript as the browser received them: each script answer's response headers and
   * encoded (compressed) body, Lighthouse's transferSize (CDP's encodedDataLength).
   */
  scriptBytes: number;
  /** Script requests. */
  scripts: number;
  /** Bytes of every answer of the page as received (the HTML, styles, fonts, images, API calls too), and how many. */
  totalBytes: number;
  requests: number;
  /** The element Lighthouse took as the largest contentful paint. */
  lcpElement: string;
}

export interface Chromium {
  browser: Browser;
  close(): Promise<void>;
}

/** Chromium started by chrome-launcher (as Lighthouse expects) and driven by puppeteer-core over its CDP port. */
export async function startChromium(chromePath = findChromium() ?? '/usr/bin/chromium'): Promise<Chromium> {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROMIUM_FLAGS });
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
  return {
    browser,
    close: async () => {
      await browser.disconnect();
      chrome.kill();
    },
  };
}

/**
 * Runs Lighthouse's default (mobile) performance audit of `url` in `page`, a tab the caller may
 * have prepared (sessionStorage survives: Lighthouse clears the HTTP cache and the origin's
 * storage between runs, but not the tab's session storage).
 */
export async function auditPage(page: Page, url: string): Promise<PageRun> {
  const result = await lighthouse(url, { output: 'json', logLevel: 'error', onlyCategories: ['performance'] }, undefined, page);
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.message}`);
  const requests = (lhr.audits['network-requests']?.details as { items?: { resourceType?: string; transferSize?: number }[] } | undefined)?.items ?? [];
  const scripts = requests.filter((request) => request.resourceType === 'Script');
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    lcp: lhr.audits['largest-contentful-paint'].numericValue ?? NaN,
    fcp: lhr.audits['first-contentful-paint'].numericValue ?? NaN,
    tbt: lhr.audits['total-blocking-time'].numericValue ?? NaN,
    cls: lhr.audits['cumulative-layout-shift'].numericValue ?? NaN,
    scriptBytes: scripts.reduce((sum, request) => sum + (request.transferSize ?? 0), 0),
    scripts: scripts.length,
    totalBytes: requests.reduce((sum, request) => sum + (request.transferSize ?? 0), 0),
    requests: requests.length,
    lcpElement: lcpElementOf(lhr.audits['largest-contentful-paint-element']?.details),
  };
}

/** The selector and text of the LCP element, from the audit's table (its first item's node). */
function lcpElementOf(details: unknown): string {
  const items = (details as { items?: { items?: { node?: { selector?: string; nodeLabel?: string } }[] }[] } | undefined)?.items ?? [];
  const node = items[0]?.items?.[0]?.node;
  return node ? `${node.selector ?? ''} "${(node.nodeLabel ?? '').slice(0, 40)}"` : 'none';
}
