import type { SettingsPath } from '../../engine/settings/settings-schema';
import { richTextPaths } from '../../engine/settings/rich-text';
import { settingsEditorMessages as t } from '../../engine/messages/settings-editor';

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
 * sanitised by the server; a plain one is shown as typed (React escapes it). A function: the
 * labels are read when asked, in the reader's language.
 */
export function contentFields(): readonly ContentField[] {
  return [
    field(['tooltips', 'Overview'], t.contentOverviewTooltip, t.shownOverviewTooltip),
    field(['tooltips', 'Payment'], t.contentPaymentTooltip, t.shownPaymentTooltip),
    field(['tooltips', 'Products'], t.contentProductsTooltip, t.shownProductsTooltip),
    field(['payments', 'amount_message'], t.contentAmountMessage, t.shownAmountMessage),
    field(['payments', 'success_message'], t.contentPaymentSuccess, t.shownPaymentSuccess),
    field(['payments', 'autopay_terms'], t.contentAutopayTerms, t.shownAutopayTerms),
    field(['fuel_order', 'message'], t.contentFuelOrderMessage, t.shownFuelOrderMessage),
    field(['fuel_order', 'success_message'], t.contentFuelOrderSuccess, t.shownFuelOrderSuccess),
    field(['programs', 'budget', 'terms'], t.contentBudgetTerms, t.shownProgramTerms),
    field(['programs', 'prebuy', 'terms'], t.contentPrebuyTerms, t.shownProgramTerms),
    field(['support_text'], t.contentSupportText, t.shownSupportText),
    field(['terms_of_use'], t.contentTermsOfUse, t.shownFooter),
    field(['copyright_notice'], t.contentCopyright, t.shownFooter),
  ];
}
