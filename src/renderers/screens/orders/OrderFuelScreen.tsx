import { useMemo, useState } from 'react';
import { Navigate, useParams, useSearchParams } from 'react-router-dom';
import { NOT_FOUND_ROUTE } from '../../../engine/layout/menu';
import { fuelOrderFlag } from '../../../engine/success-flags';
import { dropChoices, extraChoices } from '../../../engine/orders/order-choices';
import { useCurrentAccount } from '../../customer-accounts/current-account';
import { successFlags } from '../../feedback/success-flags';
import type { ScreenProps } from '../../registry/types';
import { useStepForm } from '../../flow/flow-steps';
import { Loading } from '../../shell/Loading';
import { useTenant } from '../../tenant/tenant-context';
import { usePaymentSources } from '../../payment-sources/use-payment-sources';
import { OrderFlow } from './OrderFlow';
import { TankPrices, useTankPrices } from './TankPrices';
import { canOrderFuel, OrderingTabs } from './OrderingTabs';
import './orders.css';
import { RichText } from '../../content/RichText';
import { ScreenFrame } from '../../frame/ScreenFrame';
import { ProblemAlert } from '../../frame/ProblemAlert';
import { orderScreenMessages as t, fillOrderScreen } from '../../../engine/messages/order-screens';

/**
 * Order Fuel (/accounts/{account_id}/order-fuel, the 'Order Fuel' tab beside 'Products'): one of
 * the account's tanks, gallons or fill, extras, tank level, special instructions and the tenant's
 * added fields (the fuel-order form document), and how it will be paid; above it, what each tank
 * pays per gallon today (TankPrices: the posted price, or the fixed one that applies). `?drop=` preselects a
 * tank (the Drops screen's "Order"). The server prices and takes the order. The `fuelOrder` flow:
 * its forms and step renderers are the layout's steps.
 */
export default function OrderFuelScreen({ screen }: ScreenProps) {
  const { account_id: accountId = '' } = useParams();
  const [search] = useSearchParams();
  const { settings } = useTenant();
  const { accounts, loading, error } = useCurrentAccount();
  const account = accounts.find((a) => a.account_id === accountId);
  const sources = usePaymentSources();
  // What each tank pays today: shown above the order, and the price under the tank's drop-down.
  const tankPrices = useTankPrices(account?.account_id);
  // The choices form lists the account's tanks and the tenant's extras by their ids, in words.
  const lists = useMemo(() => ({ drop_id: account ? dropChoices(account) : [], extras: extraChoices(settings.fuel_order?.order_options) }), [account, settings]);
  const choicesForm = useStepForm(screen, 'fuelOrder', 'choices', lists);
  const form = useStepForm(screen, 'fuelOrder', 'details');
  const paymentForms = { credit_card: useStepForm(screen, 'fuelOrder', 'card'), bank_account: useStepForm(screen, 'fuelOrder', 'bank') };
  const [round, setRound] = useState(0);

  if (loading || (!sources.sources && !sources.error)) return <Loading label={t.loadingAccounts} />;
  if (!account && !error) return <Navigate to={NOT_FOUND_ROUTE} replace />;
  const orderedToday = account ? successFlags().has(fuelOrderFlag(account.account_id)) : false;

  return (
    <ScreenFrame screen={screen} className="order-fuel" actions={account && <span className="muted">{fillOrderScreen('accountNumber', { account: account.account_id })}</span>}>
      <OrderingTabs account={account} />
      <ProblemAlert kind="status" problem={error ?? sources.error} />
      {account && !canOrderFuel(settings, account) && <p className="muted">{t.cannotOrder}</p>}
      {account && canOrderFuel(settings, account) && (
        <div className="card order-card">
          <RichText html={settings.fuel_order?.message} className="order-intro" />
          <TankPrices tanks={tankPrices} />
          {orderedToday && round === 0 && <p className="muted">{t.orderedToday}</p>}
          <OrderFlow
            screen={screen}
            key={`${account.account_id}:${round}`}
            account={account}
            sources={sources.sources ?? []}
            choicesForm={choicesForm}
            form={form}
            paymentForms={paymentForms}
            dropId={search.get('drop') ?? undefined}
            tankPrices={tankPrices}
            onAgain={() => setRound((n) => n + 1)}
          />
        </div>
      )}
    </ScreenFrame>
  );
}
