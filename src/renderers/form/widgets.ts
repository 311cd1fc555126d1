import type { RegistryWidgetsType } from '@rjsf/utils';
import { lazyWidget } from './lazy-widget';
import PasswordWidget from './PasswordWidget';

/**
 * The code of each widget of the portal's forms: ours where we override @rjsf/primereact, else
 * its own, each loaded on first use (or ahead, preload-form-parts.ts). Eager, the set costs ~65 KB
 * gzipped (dropdown, multiselect, autocomplete, colour picker…) on every form, the login page included.
 */
export const widgetLoaders = {
  // Named by form documents as `"ui:widget": "phone"`.
  phone: () => import('./PhoneWidget'),
  // A code sent by mail or text (the register screen's second step): numeric keyboard, autofill.
  oneTimeCode: () => import('./OneTimeCodeWidget'),
  // Addresses (issue 13): the ISO data loads only with a form that has an address.
  country: () => import('./CountryWidget'),
  subdivision: () => import('./SubdivisionWidget'),
  addressSuggest: () => import('./AddressSuggestWidget'),
  // One of the portal's languages, for a locale (the profile's).
  language: () => import('./LanguageWidget'),
  // Dollars typed as text, sent as the API's number (a refund's amount).
  money: () => import('./MoneyWidget'),
  // A date-time asked as a day (an API key's last day).
  lastDay: () => import('./LastDayWidget'),
  AutoCompleteWidget: () => import('@rjsf/primereact/lib/AutoCompleteWidget/AutoCompleteWidget.js'),
  CheckboxWidget: () => import('@rjsf/primereact/lib/CheckboxWidget/CheckboxWidget.js'),
  CheckboxesWidget: () => import('./CheckboxesWidget'),
  ColorWidget: () => import('@rjsf/primereact/lib/ColorWidget/ColorWidget.js'),
  RadioWidget: () => import('./RadioWidget'),
  RangeWidget: () => import('@rjsf/primereact/lib/RangeWidget/RangeWidget.js'),
  SelectWidget: () => import('./SelectWidget'),
  TextareaWidget: () => import('@rjsf/primereact/lib/TextareaWidget/TextareaWidget.js'),
  UpDownWidget: () => import('@rjsf/primereact/lib/UpDownWidget/UpDownWidget.js'),
} as const;

/** The widgets of the portal's forms (the password's eager: the login page's RJSF-free twin is the light form's). */
export function generateWidgets(): RegistryWidgetsType {
  return { PasswordWidget, ...Object.fromEntries(Object.entries(widgetLoaders).map(([name, load]) => [name, lazyWidget(load)])) };
}
