import type { SettingsPath } from '../../engine/settings/settings-schema';
import { richTextPaths } from '../../engine/settings/rich-text';
import { settingsEditorMessages as t } from '../../engine/messages/settings-editor';
import { settingNameMessages } from '../../engine/messages/setting-names';

type SettingsMessage = keyof typeof t;

/**
 * One section of the App settings screen: the settings it holds, under `at` (payments, fuel_order)
 * or at the root. Its title and note are message keys, read at render (the reader's language).
 */
export interface SettingsSection {
  id: string;
  titleKey: SettingsMessage;
  at?: 'payments' | 'fuel_order';
  fields: readonly string[];
  noteKey?: SettingsMessage;
}

/**
 * The sections of App settings, grouped as spec 1 §3 "Application settings" groups them. The
 * texts of the portal (Manage Content) and the promotional images (their own screen) are left
 * out; anything the schema gains and no section names lands in "Other", so no setting is lost.
 */
export const settingsSections: readonly SettingsSection[] = [
  { id: 'branding', titleKey: 'sectionBranding', fields: ['site_name', 'show_site_name', 'logo', 'full_site', 'website', 'site_email_name', 'site_email_address', 'tabs'] },
  {
    id: 'display',
    titleKey: 'sectionDisplay',
    fields: ['show_account_application', 'show_credit_application', 'show_fuel_ordering', 'show_pricing', 'show_posted_prices', 'show_documents', 'show_contact_us', 'show_live_chat', 'show_next_delivery', 'show_select_paperless'],
  },
  {
    id: 'support',
    titleKey: 'sectionSupport',
    fields: ['customer_support_phone_number', 'customer_support_billing_email', 'customer_support_billing_phone', 'support_text_messages', 'feedback_email', 'inquiry_types', 'live_chat_url', 'live_chat_js_url'],
  },
  {
    id: 'botCheck',
    titleKey: 'sectionBotCheck',
    fields: ['bot_check_provider', 'recaptcha_site_key'],
    noteKey: 'botCheckNote',
  },
  { id: 'notifications', titleKey: 'sectionNotifications', fields: ['notification_methods', 'alert_options'] },
  { id: 'fees', titleKey: 'sectionFees', fields: ['new_card_fee', 'cc_convenience_fee_percent', 'billing_address_required', 'relationship_to_owner', 'service_area_states', 'service_area_zip_codes', 'service_area_countries', 'default_country'] },
  { id: 'payments', titleKey: 'sectionPayments', at: 'payments', fields: [] },
  { id: 'fuelOrder', titleKey: 'sectionFuelOrder', at: 'fuel_order', fields: [] },
  { id: 'other', titleKey: 'sectionOther', fields: ['fuel_order_fill_only', 'workflows', 'fif'] },
];

/** Texts edited in Manage Content besides the rich ones: plain words shown in toasts and beside forms. */
export const plainContentPaths: readonly SettingsPath[] = [
  ['payments', 'success_message'],
  ['payments', 'autopay_terms'],
  ['fuel_order', 'success_message'],
];

/** Settings no section of App settings shows: the server's own, the promotions screen's, the content screen's. */
export function hiddenFromSettings(): SettingsPath[] {
  return [['tenant'], ['locale'], ['promotional_images'], ['tooltips'], ...richTextPaths(), ...plainContentPaths];
}

/** Spelled-out labels where the setting's name alone reads badly: message keys, read when asked. */
const labels: Readonly<Record<string, SettingsMessage>> = {
  full_site: 'labelFullSite',
  logo: 'labelLogo',
  tabs: 'labelTabs',
  cc_convenience_fee_percent: 'labelCardFee',
  new_card_fee: 'labelNewCardFee',
  recaptcha_site_key: 'labelBotCheckKey',
  bot_check_provider: 'labelBotCheckProvider',
  live_chat_js_url: 'labelLiveChatScript',
  live_chat_url: 'labelLiveChat',
  fif: 'labelFif',
  service_area_zip_codes: 'labelServiceZips',
  service_area_countries: 'labelServiceCountries',
  minimum_order_size: 'labelMinimumOrder',
  delivery_fee: 'labelDeliveryFee',
  max_amount: 'labelMaxAmount',
  overpayment_margin: 'labelOverpayment',
};

/**
 * A setting's label in the reader's language: a spelled-out one, else its name's words
 * (setting-names.ts: "show_site_name" → "Show site name", "Mostrar el nombre del sitio"), else,
 * for a setting no set names, its name in words.
 */
export function settingLabel(key: string): string {
  if (Object.hasOwn(labels, key)) return t[labels[key]];
  if (Object.hasOwn(settingNameMessages, key)) return settingNameMessages[key as keyof typeof settingNameMessages];
  const words = key.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
