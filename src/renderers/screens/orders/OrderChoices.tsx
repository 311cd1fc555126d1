import { Checkbox } from 'primereact/checkbox';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { RadioButton } from 'primereact/radiobutton';
import type { Account } from '../../../engine/api/types';
import { formatMoney, formatUnitPrice } from '../../../engine/format';
import { isFillOnly, type OrderProblem } from '../../../engine/orders/fuel-order-rules';
import type { FuelOrderContext, FuelOrderEvent } from '../../../machines/fuel-order.machine';
import { addressLine } from '../accounts/overview/LocationsCard';
import { useTenant } from '../../tenant/tenant-context';
import { dropsOf } from './use-fuel-order-machine';

interface Props {
  account: Account;
  context: FuelOrderContext;
  send: (event: FuelOrderEvent) => void;
  /** The rule failures to show now (of fields left, or all once the customer tried to go on). */
  problems: readonly OrderProblem[];
  onLeave: (field: OrderProblem['field']) => void;
}

const FieldProblem = ({ id, problem }: { id: string; problem?: OrderProblem }) =>
  problem ? (
    <small id={id} className="p-error" role="alert">
      {problem.message}
    </small>
  ) : null;

/** The order itself: which tank, deliver gallons or fill, extras, and the tank level where the tenant asks. */
export function OrderChoices({ account, context, send, problems, onLeave }: Props) {
  const { draft, settings } = context;
  const showPricing = useTenant().settings.show_pricing !== false;
  const fuelOrder = settings.fuel_order ?? {};
  const fillOnly = isFillOnly(settings);
  const problemOf = (field: OrderProblem['field']) => problems.find((p) => p.field === field);
  const drops = dropsOf(account).map(({ drop, location }) => ({
    value: drop.drop_id,
    label: `${drop.drop_name} · ${drop.product_name} · ${addressLine(location.address)}`,
    drop,
  }));
  const chosen = drops.find((d) => d.value === draft.dropId)?.drop;

  return (
    <fieldset className="order-fieldset">
      <legend>Your order</legend>
      <div className="field">
        <label htmlFor="order-drop">Tank</label>
        <Dropdown inputId="order-drop" value={draft.dropId} options={drops} onChange={(e) => send({ type: 'SET_DROP', dropId: e.value as string })} className="w-full" />
        {chosen && showPricing && (
          <small className="muted">
            {formatUnitPrice(chosen.price)} per gallon{chosen.tank_size ? ` · ${chosen.tank_size}-gallon tank` : ''}
          </small>
        )}
      </div>
      <div className="field" role="radiogroup" aria-labelledby="order-kind-label">
        <span id="order-kind-label" className="field__label">
          Order
        </span>
        {fillOnly ? (
          <p className="muted">Fill the tank (this supplier delivers fills only).</p>
        ) : (
          <div className="order-radios">
            <span>
              <RadioButton inputId="order-deliver" checked={!draft.fill} onChange={() => send({ type: 'SET_FILL', fill: false })} />
              <label htmlFor="order-deliver">Deliver</label>
            </span>
            <span>
              <RadioButton inputId="order-fill" checked={draft.fill} onChange={() => send({ type: 'SET_FILL', fill: true })} />
              <label htmlFor="order-fill">Fill</label>
            </span>
          </div>
        )}
      </div>
      {!draft.fill && (
        <div className="field">
          <label htmlFor="order-gallons" className="form-field__label form-field__label--required">
            Gallons
          </label>
          <InputText
            id="order-gallons"
            inputMode="decimal"
            aria-required="true"
            value={draft.gallons}
            invalid={!!problemOf('gallons')}
            aria-describedby="order-gallons-problem"
            onChange={(e) => send({ type: 'SET_GALLONS', gallons: e.target.value })}
            onBlur={() => onLeave('gallons')}
          />
          <FieldProblem id="order-gallons-problem" problem={problemOf('gallons')} />
        </div>
      )}
      {(fuelOrder.order_options ?? []).length > 0 && (
        <div className="field">
          <span className="field__label">Extras</span>
          {(fuelOrder.order_options ?? []).map((option) => {
            const checked = draft.extras.includes(option.id);
            const toggle = () => send({ type: 'SET_EXTRAS', extras: checked ? draft.extras.filter((id) => id !== option.id) : [...draft.extras, option.id] });
            return (
              <span key={option.id} className="order-extra">
                <Checkbox inputId={`order-extra-${option.id}`} checked={checked} onChange={toggle} />
                <label htmlFor={`order-extra-${option.id}`}>
                  {option.text} ({formatMoney(option.price ?? 0)})
                </label>
              </span>
            );
          })}
        </div>
      )}
      {fuelOrder.tank_level && (
        <div className="field">
          <label htmlFor="order-tank-level" className="form-field__label form-field__label--required">
            Tank Level (%)
          </label>
          <InputText
            id="order-tank-level"
            inputMode="numeric"
            aria-required="true"
            value={draft.tankLevel}
            invalid={!!problemOf('tank_level')}
            aria-describedby="order-tank-level-problem"
            onChange={(e) => send({ type: 'SET_TANK_LEVEL', tankLevel: e.target.value })}
            onBlur={() => onLeave('tank_level')}
          />
          <FieldProblem id="order-tank-level-problem" problem={problemOf('tank_level')} />
        </div>
      )}
    </fieldset>
  );
}
