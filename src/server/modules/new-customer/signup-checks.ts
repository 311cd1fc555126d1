import { fillMessage, messages } from '../../../engine/messages/catalogue';
import { offeredPaymentChoices } from '../../../engine/orders/order-payment';
import { postalCodeProblem, subdivisionsOf, toAlpha2 } from '../../../engine/address';
import { firstOrderProblems, type FirstOrder } from '../../../engine/signup/first-order';
import { signupProblems, type NewCustomerRequest, type SignupProblem } from '../../../engine/signup/signup-problems';
import { checkEligibility } from '../../address/service-area';
import { HttpProblem } from '../../http/problem';
import { assertPaymentTypeAllowed } from '../../payments/payment-data';
import type { LoadedTenant } from '../../tenants/load-tenants';

/** The fuel-order settings a prospect's order and tank are checked with. */
export const fuelOrderSettingsOf = (tenant: LoadedTenant) => tenant.config.settings.fuel_order ?? {};

const pathOf = (prefix: string, dotted: string) => `${prefix}/${dotted.replace(/\./g, '/')}`;

/** The problems as the server answers them: the first message in `detail`, each at its field in `errors`. */
function refuse(problems: SignupProblem[], prefix: string, fallbackCode: string): never {
  const codes = new Set(problems.map((p) => p.code));
  const code = codes.size === 1 && !codes.has('INVALID_VALUE') && !codes.has('VALUE_MISSING') ? [...codes][0] : fallbackCode;
  throw new HttpProblem(
    422,
    code,
    `${pathOf(prefix, problems[0].path)} ${problems[0].message}`,
    problems.slice(0, 20).map((p) => ({ path: pathOf(prefix, p.path), message: p.message })),
  );
}

/** A first order to price: the rules of firstOrderProblems, refused with their messages. */
export function assertOrderValid(tenant: LoadedTenant, order: FirstOrder, prefix: string): void {
  const problems = firstOrderProblems(order, fuelOrderSettingsOf(tenant));
  if (problems.length) refuse(problems, prefix, 'INVALID_ORDER');
}

const SIGNUP_CHOICES = { credit_card: 'new_payment_method', location: 'leave_payment', meet_the_driver: 'meet_the_driver' } as const;

/** The payment choices a prospect has are the order screen's (settings.fuel_order.payment_methods, cards only where the tenant takes them). */
function assertPaymentOffered(tenant: LoadedTenant, paymentType: NewCustomerRequest['payment']['payment_type']): void {
  if (paymentType === 'credit_card') assertPaymentTypeAllowed(tenant, 'credit_card');
  if (!offeredPaymentChoices(tenant.config.settings).includes(SIGNUP_CHOICES[paymentType])) {
    throw new HttpProblem(422, 'PAYMENT_METHOD_NOT_OFFERED', messages.paymentMethodNotOffered, [{ path: 'body/payment/payment_type', message: messages.paymentMethodNotOffered }]);
  }
}

/**
 * Every rule of a signup (engine signupProblems, the spec's messages), then the service area:
 * a delivery address outside it is refused with the eligibility message the prospect saw.
 */
export function assertSignupValid(tenant: LoadedTenant, body: NewCustomerRequest, now: Date): void {
  assertPaymentOffered(tenant, body.payment.payment_type);
  const problems = signupProblems(body, {
    fuelOrder: fuelOrderSettingsOf(tenant),
    billingAddressRequired: tenant.config.settings.billing_address_required ?? true,
    postal: (country, value, use) => postalCodeProblem(country, value, { tenant: tenant.id, use }),
    now,
  });
  if (problems.length) refuse(problems, 'body', 'INVALID_SIGNUP');
  const address = body.delivery_address;
  const eligibility = checkEligibility(tenant.config.settings, address, tenant.id, { zipcode: 'body/delivery_address/zipcode', country: 'body/delivery_address/country' });
  if (!eligibility.is_eligible) {
    throw new HttpProblem(422, 'NOT_ELIGIBLE', eligibility.eligibility_message, [{ path: 'body/delivery_address/zipcode', message: eligibility.eligibility_message }]);
  }
  // Abroad the prospect's own subdivision decided; in the US the ZIP did, and the state must agree with it.
  if (toAlpha2(address.country?.trim() || 'US') === 'US') assertZipInState(address.state, eligibility.state);
}

/**
 * The area is decided by the ZIP, so the address must be where its ZIP is: a served ZIP under
 * another state's name would let a prospect outside the area through (the state is compared by
 * code or by name; a ZIP the data set does not know has no state to compare).
 */
function assertZipInState(claimed: string, zipState: string | undefined): void {
  if (!zipState) return;
  const said = claimed.trim().toUpperCase();
  const name = subdivisionsOf('US').find((s) => s.code === zipState)?.name.toUpperCase();
  if (said === zipState || said === name) return;
  const message = fillMessage('zipNotInState', { state: claimed.trim() });
  throw new HttpProblem(422, 'ZIP_NOT_IN_STATE', message, [{ path: 'body/delivery_address/state', message }]);
}
