import { Tag } from 'primereact/tag';
import type { Account } from '../../../../engine/api/types';
import { formatAddress } from '../../../../engine/format';
import type { ResolvedScreen } from '../../../../engine/layout';
import { messages } from '../../../../engine/messages/catalogue';
import { makePaymentFlag } from '../../../../engine/success-flags';
import { richTextWords } from '../../../content/RichText';
import { successFlags } from '../../../feedback/success-flags';
import { useTenant } from '../../../tenant/tenant-context';
import { accountCardMessages as t } from '../../../../engine/messages/account-cards';

/**
 * Under an account's name: the screen's title (its tooltip, settings.tooltips.Overview, as the
 * title attribute), the account number, billing address and plan tags, and the note of a payment
 * made here today.
 */
export function AccountHead({ screen, account }: { screen: ResolvedScreen; account: Account }) {
  const { settings } = useTenant();
  return (
    <>
      <header className="overview__head">
        <div>
          <p className="overview__eyebrow" title={richTextWords(settings.tooltips?.Overview)}>
            {screen.title}
          </p>
          <p className="overview__identity">
            <span>
              {t.account} <strong>{account.account_id}</strong>
            </span>
            <span>{formatAddress(account.billing_address)}</span>
            {account.is_budget_plan && <Tag value={t.budgetPlan} severity="info" rounded />}
            {account.is_cancelled && <Tag value={t.cancelledTag} severity="danger" rounded />}
          </p>
        </div>
      </header>
      {successFlags().has(makePaymentFlag(account.account_id)) && (
        <p className="payment-note" role="status">
          <i className="pi pi-check-circle" aria-hidden="true" /> {messages.paymentReceivedToday}
        </p>
      )}
    </>
  );
}
