/**
 * Issue 24's "done when": a customer switches to Spanish, pays and orders, and gets the
 * confirmation mail and the receipt PDF in Spanish. One flow at a phone's width (390 px), as a
 * real customer goes through it: the header's switch, a bill paid with a new card, a fuel order
 * with the card saved on the way, then the outbox and the downloaded receipt. Every Spanish word
 * expected is read from the shipped locale files, never typed here.
 */
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { extractText, getDocumentProxy } from 'unpdf';
import type { components } from '../../openapi/generated/tenant-api';
import esCatalogue from '../../src/engine/messages/locales/es/catalogue';
import esFrame from '../../src/engine/messages/locales/es/portal-frame';
import esMail from '../../src/engine/messages/locales/es/mail-notices';
import esOrder from '../../src/engine/messages/locales/es/order-screens';
import esPay from '../../src/engine/messages/locales/es/payment-screens';
import esPdf from '../../src/engine/messages/locales/es/pdf-texts';
import esTexts from '../../src/engine/messages/locales/es/texts';
import { formatDateTime, formatMoney } from '../../src/engine/format';
import { mailNoticeMessages } from '../../src/engine/messages/mail-notices';
import { orderScreenMessages } from '../../src/engine/messages/order-screens';
import { paymentScreenMessages } from '../../src/engine/messages/payment-screens';
import { englishOf } from '../../src/engine/messages/message-set';
import { pdfTextMessages } from '../../src/engine/messages/pdf-texts';
import { speakingIn } from '../../src/engine/i18n/active-language';
import { api, latestMail, type OutboxMessage } from './support/api';
import { customerAccounts, demoAccountHolder, signInCustomer } from './support/customer';
import { noChromium, pagePerTest, screenshot, sidewaysOverflow, storedUserKey } from './support/portal';

type Payment = components['schemas']['Payment'];
type PaymentPage = components['schemas']['PaymentPage'];
type FuelOrderPrice = components['schemas']['FuelOrderPrice'];

/** A Spanish text of texts.ts (keyed by the English), failing loudly where none is shipped. */
function es(english: string): string {
  const spanish = (esTexts as Readonly<Record<string, string>>)[english];
  if (!spanish) throw new Error(`no Spanish for "${english}" in locales/es/texts.ts`);
  return spanish;
}
/** The fixed words of a message with placeholders, in order: what a filled message must contain. */
const fixedParts = (message: string) => message.split(/\{\w+\}/).map((part) => part.trim()).filter(Boolean);
/** A Spanish message with its {placeholders} filled as the server fills them. */
const filled = (message: string, values: Record<string, string | number>) => message.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name]));
/** Whitespace (no-break spaces too) as one space: a PDF wraps its lines where its width says. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ');
/**
 * The English of the given messages a Spanish text must not hold: each message's fixed words
 * (4 letters or more, as whole words) that its Spanish does not share.
 */
function englishLeft(text: string, english: Readonly<Record<string, string>>, spanish: Readonly<Record<string, string>>, keys: readonly string[]): string[] {
  const spanishWords = keys.flatMap((key) => fixedParts(spanish[key]));
  return keys
    .flatMap((key) => fixedParts(english[key]))
    .filter((part) => part.length >= 4 && !spanishWords.includes(part) && standsAlone(part).test(oneLine(text)));
}
/** A text as whole words: "Product" is not found in "Productos". */
const standsAlone = (part: string) => new RegExp(`(?<![\\p{L}\\p{N}])${oneLine(part).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}\\p{N}])`, 'u');
/** Money as the engine writes it in Spanish (its formatting locale decides the style). */
const money = (amount: number) => speakingIn('es', () => formatMoney(amount));

const main = (page: Page) => page.locator('main');
const WIDTH = 390;

/** The screens' own English (payment and order screens, and the texts data shows) a Spanish screen must not show. */
async function englishOnScreen(page: Page): Promise<string[]> {
  const text = await main(page).innerText();
  const texts = esTexts as Readonly<Record<string, string>>;
  return [
    ...englishLeft(text, englishOf(paymentScreenMessages), esPay, Object.keys(esPay)),
    ...englishLeft(text, englishOf(orderScreenMessages), esOrder, Object.keys(esOrder)),
    ...englishLeft(text, Object.fromEntries(Object.keys(texts).map((english) => [english, english])), texts, Object.keys(texts)),
  ];
}

async function shot(page: Page, step: string) {
  expect(await sidewaysOverflow(page), `${step} fits ${WIDTH} px`).toEqual({ overflow: 0, scrollers: [] });
  expect(await englishOnScreen(page), `English left on ${step}`).toEqual([]);
  await screenshot(page, `spanish-customer-${step}`);
}

async function openFromMenu(page: Page, link: string) {
  const toggle = page.getByRole('button', { name: esFrame.menu, exact: true });
  if (await toggle.isVisible()) await toggle.click();
  await page.getByRole('navigation', { name: esFrame.mainMenu }).getByRole('link', { name: link, exact: true }).click();
}

/** The newest mail to the customer whose subject starts as `subject` does, waiting for the outbox to record it. */
async function mailTo(to: string, subject: string): Promise<OutboxMessage> {
  let mail: OutboxMessage | undefined;
  await expect
    .poll(async () => {
      mail = await latestMail(to);
      return mail.subject;
    }, { timeout: 15_000 })
    .toMatch(new RegExp(`^${subject.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
  return mail!;
}

async function pdfText(bytes: Uint8Array): Promise<string> {
  return (await extractText(await getDocumentProxy(bytes), { mergePages: true })).text as string;
}

describe.skipIf(noChromium)('a Spanish-speaking customer (issue 24)', () => {
  const t = pagePerTest({ viewport: { width: WIDTH, height: 844 } });

  it('switches to Español, pays a bill with a new card and orders fuel, and gets the mails and the receipt PDF in Spanish', async () => {
    const { page } = t;
    const customer = await demoAccountHolder('spanish');

    // 1. Signed in in English, the customer picks Español in the header's switch by keyboard.
    await signInCustomer(page, customer);
    const key = (await storedUserKey(page))!;
    const language = page.getByRole('combobox', { name: 'Language' });
    await language.focus();
    await language.press('ArrowDown');
    expect(await language.inputValue()).toBe('es');
    await language.press('Enter');
    await page.getByRole('combobox', { name: esCatalogue.languageLabel }).waitFor();
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('es');
    await page.getByRole('heading', { name: es('Your Accounts') }).waitFor();
    await shot(page, '1-accounts');
    expect((await api<{ locale?: string }>('GET', '/user/profile', { key })).data.locale).toBe('es');

    // 2. Payment: a new card, kept for later under a name, for 25.00.
    const account = (await customerAccounts(key)).filter((a) => a.is_payment)[0];
    await openFromMenu(page, es('Payment'));
    await page.waitForURL('**/payment');
    await page.getByRole('heading', { name: esPay.makePayment }).waitFor();
    await shot(page, '2-payment');
    await page.getByRole('radio', { name: esPay.newCard }).check();
    await page.getByRole('button', { name: esPay.continue }).click();
    const form = main(page);
    await form.getByLabel(es('Save for later')).check();
    // Every field of the card's form has a name of its own in Spanish too: the card's nickname is
    // not a second "Nombre" beside the holder's first name (a voice or screen-reader user could
    // not tell them apart).
    const labels = await form.locator('label').allInnerTexts();
    const names = labels.map((label) => label.replace('*', '').trim()).filter(Boolean);
    expect(names.filter((name, i) => names.indexOf(name) !== i), 'labels twice on the card form').toEqual([]);
    await form.getByLabel(es('Card nickname'), { exact: true }).fill('Visa de pedidos');
    await form.getByLabel(es('First name'), { exact: true }).fill('Dana');
    await form.getByLabel(es('Last name'), { exact: true }).fill('Cliente');
    await form.getByLabel(es('Card number')).fill('4242 4242 4242 4242');
    await form.getByLabel(es('Expiry')).fill('12/30');
    await form.getByLabel(es('CVV')).fill('123');
    await form.getByLabel(es('Street')).fill('1 Main St');
    await form.getByLabel(es('City'), { exact: true }).fill('Burlington');
    await form.getByLabel(es('State')).fill('VT');
    await form.getByLabel(es('ZIP code')).fill('05401');
    await form.getByLabel(es('Country')).fill('US');
    await shot(page, '3-card');
    // The card form's labels changed (the nickname): seen at a desktop's width too, then back to the phone.
    await page.setViewportSize({ width: 1280, height: 800 });
    await screenshot(page, 'spanish-customer-3-card-1280');
    await page.setViewportSize({ width: WIDTH, height: 844 });
    await page.getByRole('button', { name: esPay.reviewPayment }).click();
    await page.getByLabel(esPay.amount).fill('25');
    await page.getByTestId('payment-fee').waitFor();
    await shot(page, '4-review');
    await page.getByRole('button', { name: esPay.confirmPayment }).click();
    const outcome = page.getByRole('status').filter({ hasText: esCatalogue.paymentPending });
    await outcome.waitFor();
    await page.getByRole('button', { name: esPay.downloadReceipt }).waitFor();
    await shot(page, '5-paid');

    // The payment the screen names (other tests pay on the demo accounts too), as the API holds it.
    const outcomeText = await outcome.innerText();
    const [payment] = (await api<PaymentPage>('GET', `/accounts/${account.account_id}/payments?confirmed=false&size=100`, { key })).data.content.filter((p: Payment) =>
      outcomeText.includes(`${p.payment_number} `),
    );
    expect(payment).toMatchObject({ amount: 25 });
    // The sentence as a Spanish reader writes it: the status in lower case mid-sentence ("está pendiente").
    const pending = es(payment.status[0].toUpperCase() + payment.status.slice(1)).toLocaleLowerCase('es');
    expect(oneLine(outcomeText)).toContain(oneLine(filled(esPay.paymentOutcome, { number: payment.payment_number, total: money(payment.total), status: pending })));

    // 2b. The receipt, downloaded as the customer would: every line in Spanish, its money and date
    // as the engine writes them in Spanish.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: esPay.downloadReceipt }).click()]);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    const receipt = oneLine(await pdfText(new Uint8Array(await readFile((await download.path())!))));
    for (const line of [
      esPdf.receiptHeading,
      `${esPdf.receiptNumber} ${payment.payment_number}`,
      `${esPdf.paidWith} ${payment.source_label}`,
      `${esPdf.amount} ${money(payment.amount)}`,
      `${esPdf.fee} ${money(payment.fee)}`,
      `${esPdf.totalCharged} ${money(payment.total)}`,
      `${esPdf.status} ${esPdf.statusPending}`,
      esPdf.receiptFooter,
    ])
      expect(receipt).toContain(oneLine(line));
    // The date as the engine writes a Spanish date and time (day first), in UTC as the receipt says.
    expect(receipt).toContain(oneLine(`${esPdf.date} ${speakingIn('es', () => formatDateTime(payment.created_at, 'UTC'))} UTC`));
    const pdfKeys = Object.keys(esPdf).filter((key) => !key.startsWith('status') && key !== 'receiptTitle');
    expect(englishLeft(receipt, englishOf(pdfTextMessages), esPdf, [...pdfKeys, 'statusPending'])).toEqual([]);

    // 4. The outbox holds the receipt mail, in Spanish: its subject, thanks, what was paid and the pending note.
    const receiptMail = await mailTo(customer.email, filled(esMail.receiptSubject, { number: payment.payment_number, site: '' }).replace(/\s*-\s*$/, ''));
    expect(receiptMail.subject).toContain(payment.payment_number);
    const receiptLines = [
      filled(esMail.receiptThanks, { amount: money(payment.amount), account: account.account_id }),
      filled(esMail.receiptPaidWith, { source: payment.source_label, fee: money(payment.fee), total: money(payment.total), number: payment.payment_number }),
      esMail.receiptPending,
    ];
    for (const line of receiptLines) expect(receiptMail.text).toContain(line);
    expect(receiptMail.html).toContain(fixedParts(esMail.receiptThanks)[0]);
    const receiptKeys = ['receiptSubject', 'receiptThanks', 'receiptPaidWith', 'receiptPending'];
    expect(englishLeft(`${receiptMail.subject} ${receiptMail.text}`, englishOf(mailNoticeMessages), esMail, receiptKeys)).toEqual([]);

    // 3. Order Fuel: 150 gallons on the card kept from the payment.
    await openFromMenu(page, es('Products'));
    await page.waitForURL('**/products');
    await main(page).getByRole('navigation', { name: esOrder.ordering }).getByRole('link', { name: esOrder.orderFuel }).click();
    await page.waitForURL(`**/accounts/${account.account_id}/order-fuel`);
    await main(page).getByText(es('Your order')).waitFor();
    await main(page).getByLabel(es('Gallons')).fill('150');
    await main(page).getByLabel(es('Tank Level (%)')).fill('30');
    expect(await main(page).getByRole('radio', { name: esOrder.payCardOnFile }).isChecked()).toBe(true);
    await shot(page, '6-order');
    await main(page).getByRole('button', { name: es('Review Order') }).click();
    await main(page).getByRole('heading', { name: esOrder.reviewYourOrder }).waitFor();
    // The second witness: the server's price of the same order, written as Spanish money on the review.
    const drop = (await customerAccounts(key)).find((a) => a.account_id === account.account_id)!.locations.flatMap((l) => l.drops)[0];
    const quote = await api<FuelOrderPrice>('POST', '/orders/price-fuel-order', {
      key,
      body: { item_type: 'fuel_order', item_contents: { account_id: account.account_id, drop_id: drop.drop_id, fill: false, gallons: 150, tank_level: 30 } },
    });
    expect(quote.status).toBe(200);
    const total = money(quote.data.total_price!);
    await main(page).getByTestId('order-total').filter({ hasText: total }).waitFor();
    await shot(page, '7-order-review');
    await main(page).getByRole('button', { name: esOrder.placeOrder }).click();
    await main(page).getByRole('status').filter({ hasText: es('Order created successfully!') }).waitFor();
    await shot(page, '8-ordered');

    // 4 again: the order's confirmation mail, in Spanish: its number, the gallons, the price, how it is paid.
    const orderMail = await mailTo(customer.email, fixedParts(esMail.orderConfirmationSubject)[0]);
    const id = new RegExp(filled(esMail.orderConfirmationSubject, { id: '(\\d+)' }).replace('.º', '\\.º')).exec(orderMail.subject)?.[1];
    expect(id, orderMail.subject).toBeDefined();
    for (const line of [
      filled(esMail.orderConfirmationBody, { id: id!, account: account.account_id }),
      filled(esMail.orderGallons, { gallons: 150 }),
      filled(esMail.orderTotal, { total }),
      filled(esMail.orderPayment, { payment: esOrder.payCardOnFile }),
    ])
      expect(orderMail.text).toContain(line);
    const orderKeys = ['orderConfirmationSubject', 'orderConfirmationBody', 'orderTank', 'orderGallons', 'orderTotal', 'orderPayment', 'viewAccount'];
    expect(englishLeft(`${orderMail.subject} ${orderMail.text}`, englishOf(mailNoticeMessages), esMail, orderKeys)).toEqual([]);
  });
});
