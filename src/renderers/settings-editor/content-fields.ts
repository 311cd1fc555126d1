import type { SettingsPath } from '../../engine/settings/settings-schema';
import { richTextPaths } from '../../engine/settings/rich-text';

/** One text of Manage Content: where it lives in the settings, what it is called, where the portal shows it. */
export interface ContentField {
  path: SettingsPath;
  label: string;
  shown: string;
  rich: boolean;
}

const field = (path: SettingsPath, label: string, shown: string): ContentField => ({
  path,
  label,
  shown,
  rich: richTextPaths().some((rich) => rich.join('.') === path.join('.')),
});

/**
 * The texts the portal shows, in the order of Manage Content. Which are rich text is the
 * schema's word (x-rich-text), not this list's: a rich one gets a live preview here and is
 * sanitised by the server; a plain one is shown as typed (React escapes it).
 */
export const contentFields: readonly ContentField[] = [
  field(['tooltips', 'Overview'], 'Overview tooltip', 'Account overview, beside the account title'),
  field(['tooltips', 'Payment'], 'Payment tooltip', 'Payment page, under its title'),
  field(['tooltips', 'Products'], 'Products tooltip', 'Products page, above the products'),
  field(['payments', 'amount_message'], 'Payment amount message', 'Make payment, beside the amount'),
  field(['payments', 'success_message'], 'Payment success message', 'After a payment'),
  field(['payments', 'autopay_terms'], 'Autopay terms', 'Autopay enrolment'),
  field(['fuel_order', 'message'], 'Fuel order message', 'Order fuel, above the form'),
  field(['fuel_order', 'success_message'], 'Fuel order success message', 'After an order'),
  field(['support_text'], 'Support text', 'Contact page, above the form'),
  field(['terms_of_use'], 'Terms of use', 'Footer of every page'),
  field(['copyright_notice'], 'Copyright notice', 'Footer of every page'),
];
