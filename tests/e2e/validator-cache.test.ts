import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchChromium, newPage, noChromium, portalUrl } from './support/portal';

/**
 * Issue 25 item 2: the login form's validator module is asked for at the URL carrying the hash of
 * its content (the form document names it), which the server answers immutable and precompressed,
 * so a repeat visit does not even ask.
 */
describe.skipIf(noChromium)("the form's validator module in the browser", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('is loaded at its hashed URL, immutable and compressed', async () => {
    const page = await newPage(browser);
    try {
      const module = page.waitForResponse((response) => new URL(response.url()).pathname.endsWith('/validator.js'));
      await page.goto(portalUrl('/login'));
      const response = await module;
      expect(new URL(response.url()).searchParams.get('v')).toMatch(/^[\w-]{32}$/);
      expect(response.status()).toBe(200);
      const headers = await response.allHeaders();
      expect(headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(headers['content-encoding']).toBe('br');
    } finally {
      await page.context().close();
    }
  });
});
