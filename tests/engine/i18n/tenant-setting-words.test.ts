import { beforeAll, describe, expect, it } from 'vitest';
import { speakingIn } from '../../../src/engine/i18n/active-language';
import { withTenantWords } from '../../../src/engine/i18n/tenant-words';
import { wantLanguages } from '../../../src/engine/i18n/translations';
import { activePromotions } from '../../../src/engine/assets/promotions';
import { getForm } from '../../../src/engine/forms/builtin-forms';
import { translatedForm } from '../../../src/engine/forms/translated-form';
import { allWordsLoaded } from '../../../src/engine/messages/catalogue';
import { extraChoices } from '../../../src/engine/orders/order-choices';
import { eventLabel } from '../../../src/engine/notifications/events';
import esTexts from '../../../src/engine/messages/locales/es/texts';

/**
 * Issue 24: a tenant's own texts (settings it wrote) read in the reader's language where its
 * `translations` document words them, and as written where it does not; what is sent stays the English.
 */
const words = { es: { Leak: 'Fuga', 'Prime the burner': 'Cebar el quemador del cliente', 'Winter fill-up': 'Llenado de invierno' } };
const inSpanish = <T>(work: () => T): T => speakingIn('es', () => withTenantWords(words, work));

beforeAll(async () => {
  await wantLanguages(['es']);
  await allWordsLoaded();
});

describe("a tenant's own texts in another language", () => {
  it("words choice names a form keys by their value (Profile's town notifications), keeping the values", () => {
    const form = inSpanish(() => translatedForm(getForm('profile', { settings: {} })));
    const names = (form.uiSchema.town_notifications as Record<string, unknown>)['ui:enumNames'] as Record<string, string>;
    expect(Object.keys(names)).toEqual(['TOWN_WIDE_EMAIL', 'SMS_EMERGENCY', 'PACKAGE_DELIVERED']);
    expect(names.TOWN_WIDE_EMAIL).toBe((esTexts as Record<string, string>)['Town-wide email']);
    expect(names.TOWN_WIDE_EMAIL).not.toBe('Town-wide email');
  });

  it('words the inquiry types a form takes from the settings, sending the English value', () => {
    const form = inSpanish(() => translatedForm(getForm('contact', { settings: { inquiry_types: ['Billing', 'Leak', 'Gas smell'] } })));
    expect(form.schema.properties.inquiry_type.enum).toEqual(['Billing', 'Leak', 'Gas smell']);
    // The tenant's word, the portal's (Billing is a built-in type), and as written where nobody translated it.
    expect((form.uiSchema.inquiry_type as Record<string, unknown>)['ui:enumNames']).toEqual(['Facturación', 'Fuga', 'Gas smell']);
    const english = translatedForm(getForm('contact', { settings: { inquiry_types: ['Billing', 'Leak'] } }));
    expect((english.uiSchema.inquiry_type as Record<string, unknown>)['ui:enumNames']).toEqual(['Billing', 'Leak']);
  });

  it('keeps the names a form document gives its choices from settings', () => {
    const form = translatedForm(getForm('register', { settings: { notification_methods: ['email', 'text'] } }));
    expect((form.uiSchema.code_delivery as Record<string, unknown>)['ui:enumNames']).toEqual({ email: 'Email on file', text: 'Text to the mobile phone on file' });
  });

  it("words a fuel order's extras, the id still sent", () => {
    const options = [{ id: 'prime', text: 'Prime the burner', price: 45 }, { id: 'chimney', text: 'Sweep the chimney' }];
    const [prime, chimney] = inSpanish(() => extraChoices(options));
    expect(prime.value).toBe('prime');
    expect(prime.label).toContain('Cebar el quemador del cliente');
    expect(chimney).toEqual({ value: 'chimney', label: 'Sweep the chimney' });
  });

  it("words a promotion's caption and leaves an image without one alone", () => {
    const settings = { promotional_images: { enabled: true, images: [{ name: 'w', src: '/w.png', caption: 'Winter fill-up' }, { name: 'b', src: '/b.png' }] } };
    expect(inSpanish(() => activePromotions(settings)).map((p) => p.caption)).toEqual(['Llenado de invierno', undefined]);
    expect(activePromotions(settings).map((p) => p.caption)).toEqual(['Winter fill-up', undefined]);
  });
});

describe("a tenant's workflow words on the notification screens", () => {
  const workflow = { inquiry: { statuses: [{ id: 'open', label: 'Open' }, { id: 'callback', label: 'Call the customer back' }] } };

  it("names an event by the status's label in the reader's language: the tenant's words, else the portal's, else as written", () => {
    const words = { es: { 'Call the customer back': 'Devolver la llamada al cliente' } };
    const [callback, open] = speakingIn('es', () => withTenantWords(words, () => [eventLabel('workflow.inquiry.callback', workflow), eventLabel('workflow.inquiry.open', workflow)]));
    expect(callback).toContain('Devolver la llamada al cliente');
    expect(open).not.toMatch(/\bOpen\b/);
    expect(speakingIn('es', () => eventLabel('workflow.inquiry.callback', workflow))).toContain('Call the customer back');
    expect(eventLabel('workflow.inquiry.callback', workflow)).toContain('Call the customer back');
  });
});
