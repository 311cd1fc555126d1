/**
 * Fleet fuel cards and delivery tickets in Chromium: the customer opens Fuel Cards from the menu,
 * sees each card's actions as the spec rules them (a pending card has no Suspend, a suspended one
 * offers Activate), suspends a card and activates it again, reads a card's details, removes one
 * after confirming, and downloads a delivery's ticket from Records → Deliveries.
 */
import { readFile } from 'node:fs/promises';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { components } from '../../openapi/generated/tenant-api';
import { api, type NewUser } from './support/api';
import { customerAccounts, demoAccountHolder, signInCustomer, type Account } from './support/customer';
import { noChromium, pagePerTest, screenshot, toast } from './support/portal';

type FuelCard = components['schemas']['FuelCard'];

const cardRow = (page: Page, card: FuelCard) => page.locator('table tbody tr').filter({ hasText: card.card_user_name }).filter({ hasText: card.last4 });
const button = (page: Page, card: FuelCard, action: string) => cardRow(page, card).getByRole('button', { name: `${action} card ending in ${card.last4}` });

describe.skipIf(noChromium)('fuel cards', () => {
  const t = pagePerTest();
  let customer: NewUser;
  let key: string;
  let account: Account;
  beforeAll(async () => {
    customer = await demoAccountHolder('fuel-cards');
  });
  beforeEach(async () => {
    key = await signInCustomer(t.page, customer);
    account = (await customerAccounts(key)).filter((a) => a.is_fuel)[0];
    expect(account).toBeDefined();
  });

  async function openFuelCards(): Promise<FuelCard[]> {
    const listed = t.page.waitForResponse((r) => new URL(r.url()).pathname.endsWith(`/accounts/${account.account_id}/fuel-cards`));
    await t.page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Fuel Cards', exact: true }).click();
    await t.page.waitForURL('**/fuel-cards');
    const cards = (await (await listed).json()) as FuelCard[];
    await t.page.getByRole('heading', { name: 'Fuel Cards' }).waitFor();
    await expect.poll(() => t.page.locator('table tbody tr:not(.p-datatable-emptymessage)').count()).toBe(cards.length);
    return cards;
  }
  const cardNow = async (card: FuelCard) => (await api<FuelCard>('GET', `/accounts/${card.account_id}/fuel-cards/${card.card_id}`, { key })).data;

  it('suspends an active card and activates it again; a pending card offers no Suspend', async () => {
    const cards = await openFuelCards();
    const active = cards.find((c) => c.status === 'active')!;
    const pending = cards.find((c) => c.status === 'pending')!;
    const suspended = cards.find((c) => c.status === 'suspended')!;
    expect([active, pending, suspended].every(Boolean)).toBe(true);

    await button(t.page, active, 'Suspend').waitFor();
    expect(await button(t.page, active, 'Activate').count()).toBe(0);
    expect(await button(t.page, pending, 'Suspend').count()).toBe(0);
    await button(t.page, pending, 'Activate').waitFor();
    expect(await button(t.page, suspended, 'Suspend').count()).toBe(0);
    await button(t.page, suspended, 'Activate').waitFor();
    await t.page.screenshot({ path: '/tmp/fuelcards-list.png', fullPage: true });
    await screenshot(t.page, 'fuel-cards');

    await button(t.page, active, 'Suspend').click();
    await toast(t.page, 'Card suspended successfully!').waitFor();
    await button(t.page, active, 'Activate').waitFor();
    expect(await cardRow(t.page, active).innerText()).toContain('Suspended');
    expect((await cardNow(active)).status).toBe('suspended');
    await t.page.screenshot({ path: '/tmp/fuelcards-suspended.png', fullPage: true });

    await button(t.page, active, 'Activate').click();
    await toast(t.page, 'Card activated successfully!').waitFor();
    await button(t.page, active, 'Suspend').waitFor();
    expect(await cardRow(t.page, active).innerText()).toContain('Active');
    expect((await cardNow(active)).status).toBe('active');
  });

  it("shows a card's details and removes a card once confirmed", async () => {
    const cards = await openFuelCards();
    const card = cards.find((c) => c.status === 'suspended')!;
    await button(t.page, card, 'Details').click();
    const dialog = t.page.getByRole('dialog', { name: `Card ending in ${card.last4}` });
    await dialog.getByText(card.card_user_name).waitFor();
    expect(await dialog.innerText()).toContain('Suspended');
    expect(await dialog.innerText()).toContain(card.vehicle || 'Any vehicle');
    await t.page.screenshot({ path: '/tmp/fuelcards-details.png', fullPage: true });
    await t.page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });

    await button(t.page, card, 'Remove').click();
    const confirm = t.page.getByRole('dialog', { name: 'Please confirm' });
    await confirm.getByText(`Remove the card ending in ${card.last4}`).waitFor();
    await t.page.screenshot({ path: '/tmp/fuelcards-remove.png', fullPage: true });
    await confirm.getByRole('button', { name: 'Remove' }).click();
    await toast(t.page, 'Card removed successfully!').waitFor();
    await expect.poll(() => cardRow(t.page, card).count()).toBe(0);
    const after = await api<FuelCard>('GET', `/accounts/${card.account_id}/fuel-cards/${card.card_id}`, { key });
    expect(after.status).toBe(404);
  });

  it('downloads a delivery ticket from the Deliveries tab', async () => {
    await t.page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Records', exact: true }).click();
    await t.page.waitForURL('**/records');
    const answer = t.page.waitForResponse((r) => /\/deliveries$/.test(new URL(r.url()).pathname));
    await t.page.getByRole('link', { name: 'Deliveries', exact: true }).click();
    const first = ((await (await answer).json()) as components['schemas']['DeliveryPage']).content[0];
    const download = t.page.waitForEvent('download');
    await t.page.getByRole('button', { name: `Download ticket ${first.ticket_number}` }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`ticket-${first.ticket_number}.pdf`);
    expect((await readFile(await file.path())).subarray(0, 5).toString()).toBe('%PDF-');
    await toast(t.page, 'Ticket downloaded successfully!').waitFor();
    await t.page.screenshot({ path: '/tmp/fuelcards-ticket.png', fullPage: true });
  });
});
