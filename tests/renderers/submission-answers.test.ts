import { describe, expect, it } from 'vitest';
import { submissionAnswers } from '../../src/renderers/submission/submission-answers';
import type { FormDocument } from '../../src/engine/forms';
import fuelOrderForm from '../../schemas/forms/fuel-order.form.json';

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
