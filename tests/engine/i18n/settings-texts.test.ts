import { describe, expect, it } from 'vitest';
import { settingsTexts } from '../../../src/engine/i18n/settings-texts';

describe('settingsTexts: the texts a tenant\'s settings show readers', () => {
  it('lists the rich texts and the marked plain words, at any depth and in lists, once each', () => {
    const texts = settingsTexts({
      site_name: 'Acme Portal',
      site_email_name: 'Acme',
      support_text: '<p>Call us.</p>',
      copyright_notice: '© Acme',
      terms_of_use: '<p>Terms.</p>',
      tooltips: { Overview: 'Your account.', Payment: 'Pay here.' },
      inquiry_types: ['Billing', 'Leak'],
      promotional_images: { enabled: true, images: [{ name: 'winter', src: '/a.png', caption: 'Winter fill-up' }, { name: 'plain', src: '/b.png' }] },
      payments: { success_message: 'Thanks!', autopay_terms: 'I agree.', amount_message: '<b>Due soon</b>', gateway: 'sandbox' },
      fuel_order: { order_options: [{ id: 'prime', text: 'Prime the burner', price: 45 }], success_message: 'Thanks!', message: '<p>Order by noon.</p>' },
    });
    expect(texts.sort()).toEqual(
      ['<p>Call us.</p>', '© Acme', '<p>Terms.</p>', 'Your account.', 'Pay here.', 'Billing', 'Leak', 'Winter fill-up', 'Thanks!', 'I agree.', '<b>Due soon</b>', 'Prime the burner', '<p>Order by noon.</p>'].sort(),
    );
  });

  it('leaves out brand names, addresses, codes and ids, blanks, and values of the wrong shape', () => {
    const texts = settingsTexts({
      site_name: 'Acme Portal',
      site_email_name: 'Acme',
      customer_support_phone_number: '555-0100',
      notification_methods: ['email'],
      relationship_to_owner: ['Spouse'],
      support_text: '  ',
      tooltips: { Overview: 42 },
      inquiry_types: 'Billing',
      fuel_order: { order_options: [{ id: 'prime', text: '' }], current_prices: [{ product_name: 'Propane', price: 2 }] },
    });
    expect(texts).toEqual(['Billing']);
  });

  it('reads nothing from settings that hold no shown text', () => {
    expect(settingsTexts({ site_name: 'Acme Portal' })).toEqual([]);
  });
});
