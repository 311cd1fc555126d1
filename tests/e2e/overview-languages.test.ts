import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { api, type NewUser } from './support/api';
import { customerAccounts, demoAccountHolder, signInCustomer, type Account } from './support/customer';
import { noChromium, pagePerTest, portalUrl, screenshot, sidewaysOverflow } from './support/portal';
import { LANGUAGES } from '../../src/engine/i18n/languages';

/**
 * Where the text of each figure of a card is drawn, against the figure's own box: the text (a
 * Range over it, its real ink, not the box that holds it) and the box, for every figure.
 */
function figureBoxes(page: Page, card: string) {
  return page.locator(card).evaluate((section) =>
    [...section.querySelectorAll('.figure')].map((figure) => {
      const range = document.createRange();
      range.selectNodeContents(figure);
      const text = range.getBoundingClientRect();
      const box = figure.getBoundingClientRect();
      return { name: figure.textContent ?? '', box: { left: box.left, right: box.right, top: box.top, bottom: box.bottom }, textRight: text.right };
    }),
  );
}

const overlaps = (a: { left: number; right: number; top: number; bottom: number }, b: typeof a) =>
  a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5;

/** Issue 24: the budget plan's figures, worded longer in Spanish and French, wrap at 390 px instead of drawing over each other. */
describe.skipIf(noChromium)('account overview in other languages', () => {
  const t = pagePerTest({ viewport: { width: 390, height: 844 }, reducedMotion: 'reduce' });
  let customer: NewUser;
  let budget: Account;
  beforeAll(async () => {
    customer = await demoAccountHolder('overview-languages');
  });

  it.each(LANGUAGES.filter((language) => language !== 'en'))('lays the budget plan out in %s at 390 and 1280 px with no figure over another', async (language) => {
    const { page } = t;
    const key = await signInCustomer(page, customer);
    budget = (await customerAccounts(key)).find((a) => a.is_budget_plan)!;
    expect(budget, 'the demo customer has a budget-plan account').toBeDefined();
    // The profile speaks the language; the next sign-in reads it.
    expect((await api('POST', '/user/profile', { key, body: { first_name: 'Over', last_name: 'View', locale: language } })).status).toBe(200);
    await page.evaluate(() => sessionStorage.clear());
    await signInCustomer(page, customer);
    await page.goto(portalUrl(`/accounts/${budget.account_id}`));
    const card = '.overview__budget';
    await page.locator(`${card} .figure`).first().waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe(language);

    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 844 });
      const figures = await figureBoxes(page, card);
      expect(figures.length).toBe(6);
      for (const figure of figures) expect(figure.textRight, `${figure.name} at ${width}px`).toBeLessThanOrEqual(figure.box.right + 0.5);
      for (const [i, a] of figures.entries()) for (const b of figures.slice(i + 1)) expect(overlaps(a.box, b.box), `${a.name} / ${b.name} at ${width}px`).toBe(false);
      expect((await sidewaysOverflow(page)).overflow).toBe(0);
      await page.locator(card).scrollIntoViewIfNeeded();
      await screenshot(page, `overview-budget-${language}-${width}`);
    }
  });
});
