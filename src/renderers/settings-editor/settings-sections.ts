import type { SettingsPath } from '../../engine/settings/settings-schema';
import { richTextPaths } from '../../engine/settings/rich-text';

/** One section of the App settings screen: the settings it holds, under `at` (payments, fuel_order) or at the root. */
export interface SettingsSection {
  id: string;
  title: string;
  at?: 'payments' | 'fuel_order';
  fields: readonly string[];
  note?: string;
}

/**
 * The sections of App settings, grouped as spec 1 §3 "Application settings" groups them. The
 * texts of the portal (Manage Content) and the promotional images (their own screen) are left
 * out; anything the schema gains and no section names lands in "Other", so no setting is lost.
 */
export const settingsSections: readonly SettingsSection[] = [
  { id: 'branding', title: 'Branding and site', fields: ['site_name', 'show_site_name', 'logo', 'full_site', 'website', 'site_email_name', 'site_email_address', 'tabs'] },
  {
    id: 'display',
    title: 'Display switches',
    fields: ['show_account_application', 'show_credit_application', 'show_fuel_ordering', 'show_pricing', 'show_documents', 'show_contact_us', 'show_live_chat', 'show_next_delivery', 'show_select_paperless'],
  },
  {
    id: 'support',
    title: 'Support',
    fields: ['customer_support_phone_number', 'customer_support_billing_email', 'customer_support_billing_phone', 'support_text_messages', 'feedback_email', 'inquiry_types', 'live_chat_url', 'live_chat_js_url'],
  },
  {
    id: 'botCheck',
    title: 'Bot check',
    fields: ['bot_check_provider', 'recaptcha_site_key'],
    note: 'With a site key, signup, register, forgot password and guest payment ask visitors to pass the provider’s check. Its secret key is a secret: it is set in the tenant folder (tenant.json "secrets" recaptcha_key), never through the browser.',
  },
  { id: 'notifications', title: 'Notifications', fields: ['notification_methods', 'alert_options'] },
  { id: 'fees', title: 'Fees and rules', fields: ['new_card_fee', 'cc_convenience_fee_percent', 'billing_address_required', 'relationship_to_owner', 'service_area_states', 'service_area_zip_codes', 'service_area_countries', 'default_country'] },
  { id: 'payments', title: 'Payments settings', at: 'payments', fields: [] },
  { id: 'fuelOrder', title: 'Fuel order settings', at: 'fuel_order', fields: [] },
  { id: 'other', title: 'Other', fields: ['fuel_order_fill_only', 'workflows', 'fif'] },
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

/** Spelled-out labels where the setting's name alone reads badly. */
const labels: Readonly<Record<string, string>> = {
  full_site: 'Main web site URL',
  logo: 'Logo URL',
  tabs: 'Ordering tabs',
  cc_convenience_fee_percent: 'Card convenience fee (%)',
  new_card_fee: 'New card fee ($)',
  recaptcha_site_key: 'Bot check site key (reCAPTCHA, Turnstile or hCaptcha)',
  bot_check_provider: 'Bot check provider',
  live_chat_js_url: 'Live chat script URL',
  live_chat_url: 'Live chat URL',
  fif: 'Show every admin menu entry (fif)',
  service_area_zip_codes: 'Service area ZIP codes',
  service_area_countries: 'Countries served whole',
  minimum_order_size: 'Minimum order size (gallons)',
  delivery_fee: 'Delivery fee ($)',
  max_amount: 'Largest payment, fee included ($)',
  overpayment_margin: 'Largest payment beyond the amount due ($)',
};

/** A setting's label: a spelled-out one, else its name in words ("show_site_name" → "Show site name"). */
export function settingLabel(key: string): string {
  if (Object.hasOwn(labels, key)) return labels[key];
  const words = key.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
