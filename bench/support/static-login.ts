import { writeFileSync } from 'node:fs';
import type { Browser } from 'puppeteer-core';

/** Served by the portal's server from dist/client, like any built file; the benchmark removes it afterwards. */
export const STATIC_LOGIN_FILE = 'bench-static-login.html';

/**
 * Writes a static copy of the login page as the SPA draws it: the same stylesheets (the built
 * CSS and the tenant's theme.css), title and markup, without a line of JavaScript. It is the
 * yardstick of "loads like a static page": what the same server and browser do with no app.
 */
export async function writeStaticLogin(browser: Browser, loginUrl: string, clientDir: string): Promise<void> {
  const page = await browser.newPage();
  try {
    await page.goto(loginUrl, { waitUntil: 'networkidle0' });
    await page.waitForSelector('form button[type="submit"]');
    const { title, styles, body } = await page.evaluate(() => ({
      title: document.title,
      styles: [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((link) => new URL(link.href).pathname),
      body: document.getElementById('root')?.innerHTML ?? '',
    }));
    const links = styles.map((href) => `<link rel="stylesheet" href="${href}">`).join('\n    ');
    const html = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <title>${title}</title>
    ${links}
  </head>
  <body>
    <div id="root">${body}</div>
  </body>
</html>
`;
    writeFileSync(`${clientDir}/${STATIC_LOGIN_FILE}`, html);
  } finally {
    await page.close();
  }
}
