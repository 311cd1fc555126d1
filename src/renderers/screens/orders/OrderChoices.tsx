import { Checkbox } from 'primereact/checkbox';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { RadioButton } from 'primereact/radiobutton';
import type { Account } from '../../../engine/api/types';
import { formatMoney, formatUnitPrice } from '../../../engine/format';
import { isFillOnly, type OrderProblem } from '../../../engine/orders/fuel-order-rules';
import type { FuelOrderContext, FuelOrderEvent } from '../../../machines/fuel-order.machine';
import { formatAddress as addressLine } from '../../../engine/format';
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

interface NumberFieldProps {
  id: string;
  label: string;
  inputMode: 'decimal' | 'numeric';
  value: string;
  problem?: OrderProblem;
  onChange: (value: string) => void;
  onLeave: () => void;
}

/** A required number the customer types (gallons, tank level), its rule's message under it once shown. */
function NumberField({ id, label, inputMode, value, problem, onChange, onLeave }: NumberFieldProps) {
  return (
    <div className="field">
      <label htmlFor={id} className="form-field__label form-field__label--required">
        {label}
      </label>
      <InputText id={id} inputMode={inputMode} aria-required="true" value={value} invalid={!!problem} aria-describedby={`${id}-problem`} onChange={(e) => onChange(e.target.value)} onBlur={onLeave} />
      {problem && (
        <small id={`${id}-problem`} className="p-error" role="alert">
          {problem.message}
        </small>
      )}
    </div>
  );
}

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
        <NumberField id="order-gallons" label="Gallons" inputMode="decimal" value={draft.gallons} problem={problemOf('gallons')} onChange={(gallons) => send({ type: 'SET_GALLONS', gallons })} onLeave={() => onLeave('gallons')} />
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
        <NumberField id="order-tank-level" label="Tank Level (%)" inputMode="numeric" value={draft.tankLevel} problem={problemOf('tank_level')} onChange={(tankLevel) => send({ type: 'SET_TANK_LEVEL', tankLevel })} onLeave={() => onLeave('tank_level')} />
      )}
    </fieldset>
  );
}
