import { activeLanguage } from '../../../engine/i18n/active-language';
import type { BillingAddress } from '../../db/schema';
import { formatMoney } from '../../../engine/format';
import { orderPaymentChoiceLabel, orderPaymentLabel, type OrderPaymentChoice } from '../../../engine/orders/order-payment';
import { parseCardExpiry } from '../../../engine/validation/card';
import { firstOrderPrice } from '../../../engine/signup/first-order';
import type { OrderPrice } from '../../../engine/orders/order-price';
import type { NewCustomerRequest } from '../../../engine/signup/signup-problems';
import type { SubmittedForm } from '../../config/form-answers';
import type { Services } from '../../services';
import type { LoadedTenant } from '../../tenants/load-tenants';
import { sealSubmission, type SealedSubmission } from '../../workflow/submit-item';
import { fuelOrderSettingsOf } from './signup-checks';

/**
 * What a signup will store, decided before the gateway is called and kept with the
 * Idempotency-Key: the password only as its hash; no card number, no CVV (they come from the
 * request body again when the card is tokenised).
 */
export interface SignupPlan {
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  cellPhone: string;
  homePhone: string;
  /** The language the visitor signed up in (the request's): their profile's locale from the start. */
  locale: string;
  /** The account application's contents: the submission without password and card data. */
  application: Record<string, unknown>;
  /** The first order, priced by the server; null when none was placed. */
  order: { contents: Record<string, unknown>; price: OrderPrice } | null;
  card: { firstName: string; lastName: string; expMonth: number | null; expYear: number | null; billingAddress: BillingAddress | null } | null;
  extra: Record<string, unknown>;
  formName: string | null;
  formVersion: number | null;
}

/** "Pat Doe" → Pat / Doe; one word is a first name. */
export function splitFullName(fullName: string): { firstName: string; lastName: string } {
  const words = fullName.trim().split(/\s+/);
  return words.length > 1 ? { firstName: words.slice(0, -1).join(' '), lastName: words[words.length - 1] } : { firstName: words[0] ?? '', lastName: '' };
}

/**
 * How the prospect will pay, as staff read it on the application and the order (the fuel-order
 * queue's shape: a choice and a label, never card data); a card's label gets its brand and last 4
 * once the gateway has tokenised it (store-signup.ts).
 */
export function paymentSummary(payment: NewCustomerRequest['payment']): { choice: OrderPaymentChoice; label: string } {
  if (payment.payment_type === 'credit_card') return { choice: 'new_payment_method', label: orderPaymentChoiceLabel('new_payment_method') };
  if (payment.payment_type === 'location') return { choice: 'leave_payment', label: orderPaymentLabel(payment) };
  return { choice: 'meet_the_driver', label: orderPaymentChoiceLabel('meet_the_driver') };
}

/** The first order as staff see it in the fuel-order queue: gallons as the number priced, summary, extras, price and payment. */
function orderPlan(tenant: LoadedTenant, body: NewCustomerRequest, order: NonNullable<NewCustomerRequest['fuel_order']>, payment: Record<string, unknown>, email: string) {
  const price = firstOrderPrice(order, fuelOrderSettingsOf(tenant));
  const contents = {
    ...order,
    fill: price.fill,
    gallons: price.gallons,
    delivery_address: body.delivery_address,
    // The product column of the Fuel Orders queue reads the tank's product; a prospect has no tank on file yet.
    drop: { product_name: order.product_name },
    order_summary: price.fill ? 'Fill' : `${price.gallons} gallons`,
    extras_text: price.extras.map((e) => e.text).join(', '),
    price_text: price.total_price === null ? 'Determined upon delivery' : formatMoney(price.total_price),
    payment,
    from_name: body.registration_info.full_name.trim(),
    from_email: email,
  };
  return { contents, price };
}

const phoneOf = (body: NewCustomerRequest, type: 'cell' | 'home') => body.registration_info.phone_numbers.find((p) => p.type === type && p.number.trim())?.number.trim() ?? '';

export function signupPlan(tenant: LoadedTenant, body: NewCustomerRequest, email: string, passwordHash: string, form: SubmittedForm | undefined): SignupPlan {
  const { password: _password, confirm_password: _confirmPassword, confirm_email: _confirmEmail, ...registration } = body.registration_info;
  const { extra, fuel_order: order, payment, ...rest } = body;
  const payments = paymentSummary(payment);
  const names = splitFullName(registration.full_name);
  // The fields the Account Applications queue lists (kind, applicant, ZIP), beside the submission itself.
  const listed = { application_kind: 'signup', first_name: names.firstName, last_name: names.lastName, email, zipcode: body.delivery_address.zipcode };
  const application = { ...listed, ...rest, registration_info: { ...registration, email }, payment: payments, fuel_order: order ?? null };
  const expiry = payment.payment_type === 'credit_card' ? parseCardExpiry(payment.data.card.cc_exp) : undefined;
  return {
    email,
    passwordHash,
    ...names,
    cellPhone: phoneOf(body, 'cell'),
    homePhone: phoneOf(body, 'home'),
    locale: activeLanguage(),
    application,
    order: order ? orderPlan(tenant, body, order, payments, email) : null,
    card:
      payment.payment_type === 'credit_card'
        ? {
            firstName: payment.data.account_holder.first_name.trim(),
            lastName: payment.data.account_holder.last_name.trim(),
            expMonth: expiry?.month ?? null,
            expYear: expiry?.year ?? null,
            billingAddress: payment.data.address ?? null,
          }
        : null,
    extra: extra ?? {},
    formName: form?.name ?? null,
    formVersion: form?.version ?? null,
  };
}

/**
 * The plan as it is kept with the Idempotency-Key and stored: the application's and the first
 * order's answers sealed where the tenant's signup form marks them sensitive, so neither the plan
 * nor an item ever holds one in clear.
 */
export interface SealedSignupPlan extends Omit<SignupPlan, 'application' | 'order' | 'extra' | 'formName' | 'formVersion'> {
  application: SealedSubmission;
  order: { answers: SealedSubmission; price: OrderPrice } | null;
}

export function sealSignupPlan(services: Pick<Services, 'fieldKey'>, tenantId: string, form: SubmittedForm | undefined, plan: SignupPlan): SealedSignupPlan {
  const { application, order, extra, formName: _name, formVersion: _version, ...rest } = plan;
  return {
    ...rest,
    application: sealSubmission(services, tenantId, form, application, extra),
    // The order item carries no added answers (they are the application's), as before.
    order: order ? { answers: sealSubmission(services, tenantId, form, order.contents, {}), price: order.price } : null,
  };
}
