import type { RegistryWidgetsType } from '@rjsf/utils';
import { lazyWidget } from './lazy-widget';
import PasswordWidget from './PasswordWidget';

/**
 * The widgets of the portal's forms: ours where we override @rjsf/primereact, else its own,
 * each loaded on first use. Eager, the set costs ~65 KB gzipped (dropdown, multiselect,
 * autocomplete, colour picker…) on every form, the login page included.
 */
export function generateWidgets(): RegistryWidgetsType {
  return {
    PasswordWidget,
    // Named by form documents as `"ui:widget": "phone"`.
    phone: lazyWidget(() => import('./PhoneWidget')),
    // A code sent by mail or text (the register screen's second step): numeric keyboard, autofill.
    oneTimeCode: lazyWidget(() => import('./OneTimeCodeWidget')),
    // Addresses (issue 13): the ISO data loads only with a form that has an address.
    country: lazyWidget(() => import('./CountryWidget')),
    subdivision: lazyWidget(() => import('./SubdivisionWidget')),
    addressSuggest: lazyWidget(() => import('./AddressSuggestWidget')),
    // One of the portal's languages, for a locale (the profile's).
    language: lazyWidget(() => import('./LanguageWidget')),
    // Dollars typed as text, sent as the API's number (a refund's amount).
    money: lazyWidget(() => import('./MoneyWidget')),
    // A date-time asked as a day (an API key's last day).
    lastDay: lazyWidget(() => import('./LastDayWidget')),
    AutoCompleteWidget: lazyWidget(() => import('@rjsf/primereact/lib/AutoCompleteWidget/AutoCompleteWidget.js')),
    CheckboxWidget: lazyWidget(() => import('@rjsf/primereact/lib/CheckboxWidget/CheckboxWidget.js')),
    CheckboxesWidget: lazyWidget(() => import('./CheckboxesWidget')),
    ColorWidget: lazyWidget(() => import('@rjsf/primereact/lib/ColorWidget/ColorWidget.js')),
    RadioWidget: lazyWidget(() => import('./RadioWidget')),
    RangeWidget: lazyWidget(() => import('@rjsf/primereact/lib/RangeWidget/RangeWidget.js')),
    SelectWidget: lazyWidget(() => import('./SelectWidget')),
    TextareaWidget: lazyWidget(() => import('@rjsf/primereact/lib/TextareaWidget/TextareaWidget.js')),
    UpDownWidget: lazyWidget(() => import('@rjsf/primereact/lib/UpDownWidget/UpDownWidget.js')),
  };
}
