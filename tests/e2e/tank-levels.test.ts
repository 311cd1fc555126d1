/**
 * Tank levels in Chromium (issue 26): the demo customer's monitored propane tank and its unmonitored
 * oil tank on their account overviews, each with its level, what it is known from, the reorder date
 * and days to empty, and a drawn chart; then a gauge reading entered by keyboard, refused past 100
 * and saved at 40, after which the overview starts the tank's level from it.
 */
import type { components } from '../../openapi/generated/tenant-api';
import { beforeAll, describe, expect, it } from 'vitest';
import { customerAccounts, demoAccountHolder, paintedPixels, signInCustomer } from './support/customer';
import { api, type NewUser } from './support/api';
import { axeViolations } from './support/axe';
import { noChromium, pagePerTest, portalUrl, screenshot, sidewaysOverflow, toast } from './support/portal';

type AccountTanks = components['schemas']['AccountTanks'];
type TankForecast = components['schemas']['TankForecast'];

const chartOf = (tank: TankForecast) => `Level of ${tank.drop_name} over the last 90 days and the weeks ahead`;

describe.skipIf(noChromium)('tank levels', () => {
  // Charts skip their animation, so a screenshot shows them finished.
  const t = pagePerTest({ reducedMotion: 'reduce' });
  let customer: NewUser;
  let tanks: { accountId: string; tank: TankForecast }[];
  beforeAll(async () => {
    customer = await demoAccountHolder('tanks');
    const login = await api<{ user_key: string }>('POST', '/login', { key: '', body: { user_id: customer.email, password: customer.password, app_id: '', app_url: '' } });
    const key = login.data.user_key;
    tanks = [];
    for (const account of await customerAccounts(key)) {
      const { data } = await api<AccountTanks>('GET', `/accounts/${account.account_id}/tanks?chart_days=90`, { key });
      tanks.push(...data.tanks.map((tank) => ({ accountId: account.account_id, tank })));
    }
  });

  const monitored = () => tanks.find(({ tank }) => tank.latest_reading?.source === 'monitor');
  const unmonitored = () => tanks.find(({ tank }) => !tank.latest_reading && tank.level);

  it('shows a tank with monitor readings and one without, each with its level, reorder date, days to empty and chart', async () => {
    const page = t.page;
    await signInCustomer(page, customer);
    for (const found of [monitored(), unmonitored()]) {
      expect(found, 'the demo customer has a monitored tank and one without readings').toBeDefined();
      const { accountId, tank } = found!;
      await page.goto(portalUrl(`/accounts/${accountId}`));
      const card = page.getByRole('region', { name: 'Tank Levels' }).getByRole('article', { name: `${tank.drop_name} · ${tank.product_name}` });
      await card.waitFor();
      const text = await card.innerText();
      expect(text).toContain(`${Math.round(tank.level!.percent.likely)}%`);
      expect(text).toMatch(tank.latest_reading ? /(Read by your tank monitor on|Estimated from the reading of) \d\d\/\d\d\/\d{4}/ : /Estimated from the delivery of \d\d\/\d\d\/\d{4}/);
      expect(text).toMatch(/Reaches the reorder level \(25%\) around \d\d\/\d\d\/\d{4}|At or below the reorder level/);
      expect(text).toMatch(/About (a day|\d+ days) to empty|Could be empty now/);
      await expect.poll(() => paintedPixels(page, chartOf(tank)), { timeout: 10_000 }).toBeGreaterThan(500);
      await screenshot(page, `tank-levels-${tank.latest_reading ? 'monitored' : 'estimated'}`);
    }
    expect(await axeViolations(page)).toEqual([]);
  });

  it('takes a gauge reading by keyboard: refuses 150, saves 40, and the overview starts from it', async () => {
    const page = t.page;
    const { accountId, tank } = unmonitored()!;
    await signInCustomer(page, customer);
    await page.goto(portalUrl(`/accounts/${accountId}`));
    const enter = page.getByRole('link', { name: `Enter a reading for ${tank.drop_name}` });
    await enter.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(`**/accounts/${accountId}/tank-reading?tank=${encodeURIComponent(tank.tank_id)}`);
    await page.getByRole('heading', { level: 1, name: 'Enter a Gauge Reading' }).waitFor();
    await page.getByRole('img', { name: 'A tank gauge: a dial marked from empty to full, its needle at one half.' }).waitFor();
    const field = page.getByLabel('Gauge reading (% full)');
    await expect.poll(() => field.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.type('150');
    await page.keyboard.press('Enter');
    await page.getByText('Maximum value 100').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'tank-reading-refused');

    await field.fill('');
    await field.focus();
    await page.keyboard.type('40');
    await page.keyboard.press('Enter');
    await toast(page, 'Your reading is saved: the level and forecast now start from it.').waitFor();
    await page.waitForURL(`**/accounts/${accountId}`);
    const card = page.getByRole('article', { name: `${tank.drop_name} · ${tank.product_name}` });
    await expect.poll(() => card.innerText()).toContain('Read from the gauge on');
    expect(await card.innerText()).toContain('40%');
    expect(await card.innerText()).toContain('(between 35% and 45%)');

    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 844 });
      await expect.poll(() => paintedPixels(page, chartOf(tank)), { timeout: 10_000 }).toBeGreaterThan(500);
      // The locations card below keeps its wide tank table in a sideways scroller of its own (focusable).
      const { overflow, scrollers } = await sidewaysOverflow(page);
      expect({ overflow, scrollers: scrollers.filter((scroller) => !scroller.startsWith('div.drops ')) }, `at ${width}px`).toEqual({ overflow: 0, scrollers: [] });
      await screenshot(page, `tank-levels-after-reading-${width}`);
      expect(await axeViolations(page)).toEqual([]);
    }
  });
});
