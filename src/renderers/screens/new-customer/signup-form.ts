import { acceptingValidator, formPayload, keepFields, schemaErrors, type JsonObjectSchema } from '../../../engine/forms';
import { isPostalCodeOptional, postalCodeProblem } from '../../../engine/address';
import { signupProblems, type NewCustomerRequest, type SignupProblem } from '../../../engine/signup/signup-problems';
import type { FirstOrder, FirstOrderSettings } from '../../../engine/signup/first-order';
import type { OrderPaymentChoice } from '../../../engine/orders/order-payment';
import type { ScreenForm } from '../../schema-form/use-screen-form';
import { formWidgetMessages } from '../../../engine/messages/form-widgets';

/** The answers of the signup form: the request's parts, plus the on-screen "place my first order now". */
export type SignupData = Partial<Omit<NewCustomerRequest, 'fuel_order'>> & { fuel_order?: FirstOrder; place_order?: boolean; [key: string]: unknown };

export interface SignupSettings {
  fuelOrder: FirstOrderSettings & { tank_level?: boolean };
  billingAddressRequired: boolean;
  tenant: string;
  /** The payment choices the tenant offers (engine/orders offeredPaymentChoices): the others are not shown. */
  paymentChoices: readonly OrderPaymentChoice[];
  /** A fill-only supplier: an order is a fill, no gallons asked. */
  fillOnly: boolean;
  /** Where an address starts (settings.default_country: KY for a Cayman supplier). */
  country: string;
}

/** The signup's payment types by the order screen's choice names. */
const CHOICE_OF_TYPE: Readonly<Record<string, OrderPaymentChoice>> = { credit_card: 'new_payment_method', location: 'leave_payment', meet_the_driver: 'meet_the_driver' };
const TYPE_OF_CHOICE = Object.fromEntries(Object.entries(CHOICE_OF_TYPE).map(([type, choice]) => [choice, type]));

/** A new form: the tenant's country (the US by default), one cell phone, an outdoor tank with the spec's default text, pay the driver. */
export function initialSignupData(paymentChoices: readonly OrderPaymentChoice[] = ['meet_the_driver'], country = 'US'): SignupData {
  const first = paymentChoices.includes('meet_the_driver') ? 'meet_the_driver' : (paymentChoices.map((c) => TYPE_OF_CHOICE[c]).find(Boolean) ?? 'meet_the_driver');
  return {
    delivery_address: { street1: '', city: '', state: '', zipcode: '', country },
    registration_info: { full_name: '', email: '', password: '', phone_numbers: [{ type: 'cell', number: '' }] },
    tank_location: { location: 'outdoor', description: formWidgetMessages.tankLocationDefault },
    place_order: false,
    payment: (first === 'location' ? { payment_type: 'location', data: { location: '' } } : { payment_type: first }) as SignupData['payment'],
  };
}

type CardPayment = { payment_type?: string; data?: { address?: Record<string, unknown> } & Record<string, unknown> };

/**
 * A card chosen as the way to pay starts its billing address as the delivery address (most
 * people's card bills go home; each field can still be changed): its country and State list are
 * already right, and a Country left empty at the foot of the form kept Submit disabled with
 * nothing to say why.
 */
export function withBillingCountry(next: SignupData, previous: SignupData): SignupData {
  const payment = next.payment as CardPayment | undefined;
  if (payment?.payment_type !== 'credit_card' || (previous.payment as CardPayment | undefined)?.payment_type === 'credit_card') return next;
  const { street1 = '', street2, city = '', state = '', zipcode = '', country = 'US' } = next.delivery_address ?? {};
  const delivery = { street1, ...(street2 ? { street2 } : {}), city, state, zipcode, country };
  return { ...next, payment: { ...payment, data: { ...payment.data, address: { ...delivery, ...payment.data?.address } } } as SignupData['payment'] };
}

/**
 * The delivery postal code's problem by its country, while only the address shows ('Invalid
 * delivery zipcode. {hint}'; the Cayman Islands take anything): what the address step says at the
 * field, and why Check Address does not check.
 */
export function addressStepProblems(data: SignupData, settings: SignupSettings): SignupProblem[] {
  const address = data.delivery_address;
  const message = postalCodeProblem(address?.country || settings.country, address?.zipcode ?? '', { tenant: settings.tenant, use: 'delivery' });
  return message ? [{ path: 'delivery_address.zipcode', message, code: 'INVALID_VALUE' }] : [];
}

function requireMore(schema: JsonObjectSchema, section: string, fields: string[]): JsonObjectSchema {
  const node = schema.properties[section] as { required?: string[] } | undefined;
  if (!node || !fields.length) return schema;
  return { ...schema, properties: { ...schema.properties, [section]: { ...node, required: [...(node.required ?? []), ...fields] } } };
}

/** A delivery address in the Cayman Islands has no required postal code (spec 1 §5): its field loses the required mark. */
function postalCodeOptional(form: ScreenForm, data: SignupData | undefined): ScreenForm {
  const node = form.schema.properties.delivery_address as { required?: string[] } | undefined;
  if (!node || !isPostalCodeOptional(data?.delivery_address?.country ?? '')) return form;
  const delivery = { ...node, required: (node.required ?? []).filter((field) => field !== 'zipcode') };
  return { ...form, schema: { ...form.schema, properties: { ...form.schema.properties, delivery_address: delivery } } };
}

/** Step one: the delivery address alone, checked for the service area before anything else shows. */
export function addressStep(form: ScreenForm, data?: SignupData): ScreenForm {
  const step = postalCodeOptional(keepFields(form, (field) => field === 'delivery_address'), data);
  // The form's compiled validators check the whole signup; this step is only its address (the machine checks the ZIP, the server everything).
  return { ...step, compiled: acceptingValidator(step.schema), rules: form.rules.filter((rule) => rule.field.startsWith('delivery_address.')), submitLabel: formWidgetMessages.checkAddress, submitWhenComplete: false };
}

/**
 * The whole form once the address is served: the first order only when the prospect places one
 * (its extras come listed by the screen, engine/orders extraChoices).
 */
export function fullStep(form: ScreenForm, data: SignupData, settings: SignupSettings): ScreenForm {
  const step = postalCodeOptional(keepFields(form, (field) => field !== 'fuel_order' || data.place_order === true), data);
  // Marked required as spec 1 §5 lists them (the confirmations; the tank level when the tenant asks for it); signupComplete enforces them.
  step.schema = requireMore(requireMore(step.schema, 'registration_info', ['confirm_email', 'confirm_password']), 'tank_details', settings.fuelOrder.tank_level ? ['tank_level'] : []);
  const payment = step.schema.properties.payment as { oneOf?: { properties?: { payment_type?: { const?: string } } }[] } | undefined;
  if (payment?.oneOf) {
    const oneOf = payment.oneOf.filter((option) => settings.paymentChoices.includes(CHOICE_OF_TYPE[option.properties?.payment_type?.const ?? '']));
    step.schema = { ...step.schema, properties: { ...step.schema.properties, payment: { ...payment, oneOf } } };
  }
  if (settings.fillOnly && step.schema.properties.fuel_order) {
    const ui = step.uiSchema.fuel_order as Record<string, unknown>;
    step.uiSchema = { ...step.uiSchema, fuel_order: { ...ui, fill: { 'ui:widget': 'hidden' }, gallons: { 'ui:widget': 'hidden' } } };
  }
  return step;
}

/**
 * What is sent, as far as it is answered: no on-screen fields, no order unless one is placed, the
 * tenant's added answers in `extra`. It is a whole request only once the form's schema holds
 * (`asSignupRequest`).
 */
export function signupPayload(form: ScreenForm, data: SignupData, fillOnly = false): SignupData {
  const { fuel_order: order, ...rest } = data;
  const placed: FirstOrder = fillOnly ? { ...order, fill: true, gallons: undefined } : (order ?? {});
  const payload: SignupData = formPayload(form, data.place_order ? { ...rest, fuel_order: placed } : rest);
  // A postal code left empty (the Cayman Islands have none) is sent as one: the address's key is required, its value checked by country.
  if (payload.delivery_address) payload.delivery_address = { ...payload.delivery_address, zipcode: payload.delivery_address.zipcode ?? '' };
  if (payload.payment?.payment_type === 'credit_card' && payload.payment.data?.address) {
    payload.payment = { ...payload.payment, data: { ...payload.payment.data, address: { ...payload.payment.data.address, zipcode: payload.payment.data.address.zipcode ?? '' } } };
  }
  if (!payload.registration_info) return payload;
  const { confirm_email: _e, confirm_password: _p, ...registration } = payload.registration_info;
  return { ...payload, registration_info: { ...registration, confirm_email: data.registration_info?.confirm_email ?? '', confirm_password: data.registration_info?.confirm_password ?? '' } };
}

/** Whether what is sent holds the form's schema, the request's: then it has every part the request requires. */
function holdsSchema(form: ScreenForm, payload: SignupData, placeOrder: boolean | undefined): payload is SignupData & NewCustomerRequest {
  return schemaErrors(form.compiled, { ...payload, place_order: placeOrder }).length === 0;
}

/** The request, once the answers hold the form's schema (Submit waits for signupComplete); undefined before. */
export function asSignupRequest(form: ScreenForm, data: SignupData, fillOnly = false): NewCustomerRequest | undefined {
  const payload = signupPayload(form, data, fillOnly);
  return holdsSchema(form, payload, data.place_order) ? payload : undefined;
}

/** What the engine finds wrong with the answers (the rules the server checks), at dotted paths. */
export function signupFieldProblems(data: SignupData, settings: SignupSettings, now: Date, form: ScreenForm): SignupProblem[] {
  const payload = signupPayload(form, data, settings.fillOnly);
  // A half-filled form lacks whole sections the server's schema requires first: checked as empty ones.
  const payment = payload.payment?.payment_type === 'credit_card' ? { ...payload.payment, data: { ...payload.payment.data, account_holder: payload.payment.data?.account_holder ?? {}, card: payload.payment.data?.card ?? {} } } : payload.payment;
  const filled = { ...payload, tank_details: payload.tank_details ?? {}, tank_location: payload.tank_location ?? {}, payment: payment ?? { payment_type: 'meet_the_driver' } } as NewCustomerRequest;
  return signupProblems(filled, {
    fuelOrder: settings.fuelOrder,
    billingAddressRequired: settings.billingAddressRequired,
    postal: (country, value, use) => postalCodeProblem(country, value, { tenant: settings.tenant, use }),
    now,
  });
}

/**
 * Whether Submit may be pressed (spec 1 §5 "Submit stays disabled until all are filled and no
 * errors show"): the form's schema holds, the confirmations are filled, and the engine finds
 * nothing wrong — the rules the server checks.
 */
export function signupComplete(form: ScreenForm, data: SignupData, settings: SignupSettings, now: Date): boolean {
  const payload = signupPayload(form, data, settings.fillOnly);
  if (!holdsSchema(form, payload, data.place_order)) return false;
  const info = payload.registration_info;
  if (!info.confirm_email?.trim() || !info.confirm_password) return false;
  return signupFieldProblems(data, settings, now, form).length === 0;
}
