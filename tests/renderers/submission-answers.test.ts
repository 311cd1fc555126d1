import { afterEach, describe, expect, it } from 'vitest';
import { setLanguageSource } from '../../src/engine/i18n/active-language';
import { wantLanguages } from '../../src/engine/i18n/translations';
import { allWordsLoaded } from '../../src/engine/messages/catalogue';
import esBackOffice from '../../src/engine/messages/locales/es/back-office';
import esTexts from '../../src/engine/messages/locales/es/texts';
import contactForm from '../../schemas/forms/contact.form.json';
import { submissionAnswers } from '../../src/renderers/submission/submission-answers';
import type { FormDocument } from '../../src/engine/forms';
import fuelOrderForm from '../../schemas/forms/fuel-order.form.json';
import tankWorriedForm from '../../schemas/forms/tank-worried.form.json';

describe('submissionAnswers', () => {
  it("shows a fuel order's server-recorded details after the form's answers, readably", () => {
    const contents = {
      special_instructions: 'Gate code 1234',
      account_id: '10023',
      drop: { drop_name: 'Basement tank', product_name: 'Fuel Oil' },
      delivery_address: { street1: '12 Elm St', city: 'Burlington', state: 'VT', zipcode: '05401' },
      fill: false,
      gallons: 150,
      order_summary: '150 gallons',
      extras: ['prime'],
      extras_text: 'Prime the burner',
      price: { total_price: 632.25, extras: [{ id: 'prime' }] },
      price_text: '$632.25',
      payment: { choice: 'credit_card', payment_id: 7, label: 'Card on file: Visa •••• 4242' },
      _sealed: { ssn: 'x' },
    };
    const answers = submissionAnswers(contents, {}, fuelOrderForm as unknown as FormDocument);
    const byLabel = Object.fromEntries(answers.map((a) => [a.label, a.value]));
    expect(answers[0].field).toBe('special_instructions');
    expect(byLabel).toMatchObject({
      Drop: 'Basement tank (Fuel Oil)',
      'Delivery address': '12 Elm St, Burlington, VT 05401',
      Gallons: '150',
      'Order summary': '150 gallons',
      Extras: 'Prime the burner',
      Price: '$632.25',
      Payment: 'Card on file: Visa •••• 4242',
    });
    // Raw twins, internal keys and shapes with no readable form stay out.
    expect(answers.map((a) => a.field)).not.toContain('extras');
    expect(answers.map((a) => a.field)).not.toContain('_sealed');
  });

  it("shows an order's access notes for the driver one by one, the masked gate code under its own field for reveal (issue 26)", () => {
    const contents = { drop: { drop_name: 'Basement tank', product_name: 'Fuel Oil' }, access_notes: { gate_code: '••34', dog: 'Friendly lab', fill_location: '', other_notes: 'Ring first' } };
    const answers = submissionAnswers(contents, {}, fuelOrderForm as unknown as FormDocument);
    expect(answers.filter((a) => ['gate_code', 'dog', 'fill_location', 'other_notes'].includes(a.field))).toEqual([
      { field: 'gate_code', label: 'Gate code', value: '••34', added: false },
      { field: 'dog', label: 'Dog', value: 'Friendly lab', added: false },
      { field: 'other_notes', label: 'Other notes', value: 'Ring first', added: false },
    ]);
  });

  it("reads a worried customer's tank request in words: what it asks, its urgency, the tank (issue 26)", () => {
    const contents = { note: 'Smells low', phone: '8025550142', kind: 'worried', tank_id: 'D-1', drop_name: 'Basement tank', priority: 'urgent', level: { as_of: '2026-03-10T15:00:00Z', kind: 'estimated', percent: 18 } };
    const byLabel = Object.fromEntries(submissionAnswers(contents, {}, tankWorriedForm as unknown as FormDocument).map((a) => [a.label, a.value]));
    expect(byLabel).toMatchObject({ Request: 'Worried about running out', Priority: 'Urgent', Tank: 'Basement tank', 'Tank id': 'D-1' });
    expect(byLabel['Level when asked']).toMatch(/^Estimated 18% \(0 gal\) on 03\/10\/2026 \d{2}:\d{2} [AP]M$/);
    const full = { ...contents, level: { as_of: '2026-03-10T15:00:00Z', kind: 'read', percent: 38.28, gallons: 126.33, reorder_date: '2026-03-12', empty_date: '2026-03-31', days_to_empty: 21 } };
    const line = submissionAnswers(full, {}, tankWorriedForm as unknown as FormDocument).find((a) => a.label === 'Level when asked')!.value;
    expect(line).toMatch(/^Read 38% \(126 gal\) on 03\/10\/2026 .+; at the reorder level 03\/12\/2026; empty around 03\/31\/2026 \(21 days\)$/);
  });
  it("reads an item recorded without its form under its fields' names in words, instants as dates and times, a readable twin in place of its code (issue 26's seeded items)", () => {
    const contents = { program: 'prebuy', program_label: 'Pre-buy', figures: { total: 2159.4 }, figures_text: '600 gal at $3.599 = $2,159.40', consent: { signature_name: 'Tyrell Davis', signed_at: '2026-11-28T15:53:09.330Z' }, _sealed: {} };
    const answers = submissionAnswers(contents, {}, undefined);
    expect(answers.map((a) => a.label)).toEqual(['Program', 'Figures', 'Consent']);
    expect(answers[0].value).toBe('Pre-buy');
    expect(answers[2].value).toMatch(/^Signature name: Tyrell Davis · Signed at: \d{2}\/\d{2}\/2026/);
    expect(answers.some((a) => a.value.includes('T15:53'))).toBe(false);
  });

  it('reads a signup application whole, never as JSON: the address on one line, sections as labelled parts', () => {
    const contents = {
      delivery_address: { street1: '12 Elm St', city: 'Burlington', state: 'VT', zipcode: '05401', country: 'US' },
      registration_info: { full_name: 'Pat Doe', email: 'pat@example.test', phone_numbers: [{ type: 'cell', number: '802-555-0199' }] },
      tank_details: { tank_size: 275, tank_level: 25, fuel_uses: ['Heat', 'Hot Water'], other_heat_sources: [] },
      payment: { label: 'New payment method: Visa •••• 4242' },
    };
    const answers = submissionAnswers(contents, {}, undefined);
    const byField = Object.fromEntries(answers.map((a) => [a.field, a.value]));
    expect(byField).toEqual({
      delivery_address: '12 Elm St, Burlington, VT 05401',
      registration_info: 'Full name: Pat Doe · Email: pat@example.test · Phone numbers: 802-555-0199 (cell)',
      tank_details: 'Tank size: 275 · Tank level: 25 · Fuel uses: Heat, Hot Water',
      payment: 'New payment method: Visa •••• 4242',
    });
    expect(answers.some((a) => a.value.includes('{'))).toBe(false);
  });
});

describe("submissionAnswers in the reader's language (issue 24)", () => {
  afterEach(() => setLanguageSource(() => 'en'));

  it("labels a queue item's answers with the form's words translated, its choices and the server's details too", async () => {
    await wantLanguages(['es']);
    await allWordsLoaded();
    setLanguageSource(() => 'es');
    const es = esTexts as Record<string, string>;
    const inquiry = submissionAnswers({ department: 'Billing', inquiry_type: 'Billing', subject: 'Billing', message: 'Hola' }, {}, contactForm as unknown as FormDocument);
    const labels = Object.fromEntries(inquiry.map((a) => [a.field, a.label]));
    expect(labels).toEqual({ department: es.Department, inquiry_type: es['Inquiry Type'], subject: es.Subject, message: es.Message });
    // A choice is worded; what the customer wrote stays as written.
    expect(inquiry.find((a) => a.field === 'inquiry_type')?.value).toBe(es.Billing);
    expect(inquiry.find((a) => a.field === 'subject')?.value).toBe('Billing');

    const order = submissionAnswers({ drop: { drop_name: 'Basement tank', product_name: 'Fuel Oil' }, order_summary: '150 gallons', price_text: '$632.25', total_price: 632.25, payment: { label: 'Visa •••• 4242' } }, {}, fuelOrderForm as unknown as FormDocument);
    expect(Object.fromEntries(order.map((a) => [a.field, a.label]))).toEqual({ drop: esBackOffice.detailDrop, order_summary: esBackOffice.detailOrderSummary, price_text: esBackOffice.detailPrice, total_price: esBackOffice.detailTotalPrice, payment: esBackOffice.detailPayment });
    expect(order.find((a) => a.field === 'total_price')?.value).toBe('$632.25');
  });
});
