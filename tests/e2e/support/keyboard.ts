import type { Locator, Page } from 'playwright-core';

/** An element as a user would name it: its tag and its accessible name (label, aria-label, aria-labelledby or text). */
function describeElement(el: Element | null): string {
  if (!el || el === document.body) return 'BODY';
  const labelled = el.getAttribute('aria-labelledby');
  const name =
    (el as HTMLInputElement).labels?.[0]?.textContent ??
    el.getAttribute('aria-label') ??
    (labelled ? document.getElementById(labelled.split(' ')[0])?.textContent : undefined) ??
    el.textContent ??
    '';
  return `${el.tagName.toLowerCase()}: ${name.replace(/\s+/g, ' ').trim()}`;
}

/** What has focus, as `describeElement` names it ("input: Username", "h1: Payment", "BODY"). */
export async function focused(page: Page): Promise<string> {
  const active = await page.evaluateHandle(() => document.activeElement);
  return active.evaluate(describeElement);
}

/** A control as `focused` would name it once it has focus: what to Tab to when its text is not known in advance. */
export function named(locator: Locator): Promise<string> {
  return locator.evaluate(describeElement);
}

/**
 * Presses Tab (Shift+Tab with `back`) until what has focus reads as `target` (see `focused`);
 * fails after 60 presses, so a control the keyboard cannot reach fails the test.
 */
export async function tabTo(page: Page, target: string | RegExp, back = false): Promise<void> {
  const reached = (now: string) => (typeof target === 'string' ? now === target : target.test(now));
  for (let presses = 0; presses < 60; presses++) {
    if (reached(await focused(page))) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  const last = await focused(page);
  if (!reached(last)) throw new Error(`Tab never reached ${String(target)} (last: ${last})`);
}

/** Presses Tab until focus is in what `locator` finds (a field, or a widget wrapping its input); fails after 60 presses. */
export async function tabInto(page: Page, locator: Locator): Promise<void> {
  for (let presses = 0; presses < 60; presses++) {
    if (await locator.evaluate((el) => el === document.activeElement || el.contains(document.activeElement))) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached the field (last: ${await focused(page)})`);
}

/** The heading a screen or step moves focus to. */
export const heading = (name: string) => `h1: ${name}`;

/** Tabs to each field in turn (see `tabTo`) and types its value over whatever it holds. */
export async function fillByTab(page: Page, fields: readonly (readonly [RegExp, string])[]): Promise<void> {
  for (const [field, value] of fields) {
    await tabTo(page, field);
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type(value);
  }
}

/** A new card's fields, as the card form names them, for `fillByTab`. */
export const cardFields = (first: string, last: string): [RegExp, string][] => [
  [/^input: First name/, first],
  [/^input: Last name/, last],
  [/^input: Card number/, '4242424242424242'],
  [/^input: Expiry/, '12/39'],
  [/^input: CVV/, '123'],
  [/^input: Street/, '1 Main St'],
  [/^input: City/, 'Burlington'],
  [/^input: State/, 'VT'],
  [/^input: ZIP code/, '05401'],
];
