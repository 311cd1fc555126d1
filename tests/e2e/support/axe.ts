import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults } from 'axe-core';
import type { Page } from 'playwright-core';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * axe-core's WCAG 2.0–2.2 A/AA rules (and any best-practice rules named in `options`) over the page as it is now: each violation as "rule: target…",
 * so a failing test names what to fix. The script is evaluated through the debugging protocol,
 * which the portal's Content-Security-Policy does not govern (it allows no inline script).
 */
export async function axeViolations(page: Page, within?: string, options: { bestPractice?: readonly string[] } = {}): Promise<string[]> {
  // Once per document: a walk that navigates inside the app keeps it (the source is ~500 KB to parse).
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  // A dialog or toast still fading in is drawn part-transparent, and axe reads its colours as they
  // are that instant (a contrast failure that is not there a moment later): let transitions end.
  // (A spinner's endless animation never finishes: only those that end are waited for.)
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)))
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  // `within` (a CSS selector) checks one part of the page: a dialog a test opened.
  const results = await page.evaluate(
    ({ selector, extra }) =>
      (window as unknown as { axe: { run(context: Document | { include: string[] }, options: object): Promise<AxeResults> } }).axe.run(selector ? { include: [selector] } : document, {
        runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
        rules: Object.fromEntries(extra.map((id) => [id, { enabled: true }])),
      }),
    { selector: within, extra: [...(options.bestPractice ?? [])] },
  );
  // Each node with axe's first reason ("insufficient color contrast of 3.82 (foreground…)"): what to fix.
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} [${[...n.any, ...n.all, ...n.none][0]?.message ?? ''}]`).join(', ')}`);
}
