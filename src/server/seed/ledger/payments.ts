/** When and how much a pay-as-you-go customer pays for an invoice, by payment habit. */
import type { OpenItem } from './book';
import { REFERENCE_DAY } from './calendar';
import type { AccountPlan } from './plan';
import type { Random } from './random';

/** Queues the payment(s) of a charge on `due` (cents by day); payments after the reference date are not made yet. */
export function schedulePayments(plan: AccountPlan, rng: Random, item: OpenItem, due: number[][]): void {
  if (plan.kind === 'fleet') return; // fleets pay weekly in bulk
  const pay = (after: number, cents: number) => {
    const day = item.day + after;
    if (day < REFERENCE_DAY && cents > 0) due[day].push(cents);
  };
  const r = rng.next();
  if (plan.payer === 'prompt') return pay(rng.int(4, 20), item.cents);
  if (plan.payer === 'normal') {
    if (r < 0.85) return pay(rng.int(8, 30), item.cents);
    if (r < 0.95) return pay(rng.int(35, 60), item.cents);
    const part = Math.round(item.cents * rng.float(0.4, 0.7));
    pay(rng.int(12, 30), part);
    return pay(rng.int(45, 80), item.cents - part);
  }
  if (r < 0.5) return pay(rng.int(20, 45), item.cents);
  if (r < 0.8) return pay(rng.int(45, 100), item.cents);
  const part = Math.round(item.cents * rng.float(0.3, 0.6));
  pay(rng.int(20, 40), part);
  // Some slow payers never pay the rest: that is what ages past 90 days.
  if (rng.chance(0.7)) pay(rng.int(60, 120), item.cents - part);
}
