import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * The axe-core violations of the page's main region (the screen under test, not the shell
 * around it) as it stands (WCAG 2.x A and AA rules and axe's best
 * practices), each as "rule: target…" so a failure names what to fix. axe is evaluated through
 * the DevTools protocol, which the portal's CSP does not govern.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(context: Element | Document, options: object): Promise<{ violations: { id: string; nodes: { target: string[]; html: string }[] }[] }> } }).axe;
    const result = await axe.run(document.querySelector('main') ?? document, { resultTypes: ['violations'] });
    return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} ${n.html}`).join(', ')}`);
  });
  return violations;
}
