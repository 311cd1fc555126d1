import type { components } from '../../../openapi/generated/tenant-api';
import { cardDataProblems } from '../payments/payment-problems';
import { messages } from '../messages/catalogue';
import { isEmail, isPasswordLongEnough, isPhone } from '../validation';
import { firstOrderProblems, type FirstOrderSettings, type SignupProblem } from './first-order';

export type NewCustomerRequest = components['schemas']['NewCustomerRequest'];
export type { SignupProblem };

/** A postal code's problem in a country ('Invalid delivery zipcode. {hint}', 'Invalid card zipcode'), or undefined. */
export type PostalCheck = (country: string, value: string, use: 'delivery' | 'billing') => string | undefined;

export interface SignupRuleOptions {
  fuelOrder: FirstOrderSettings & { tank_level?: boolean };
  billingAddressRequired: boolean;
  postal: PostalCheck;
  now: Date;
}

const blank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
const missing = (path: string): SignupProblem => ({ path, message: messages.valueMissing, code: 'VALUE_MISSING' });
const invalid = (path: string, message: string): SignupProblem => ({ path, message, code: 'INVALID_VALUE' });

function addressProblems(prefix: string, address: NewCustomerRequest['delivery_address'], postal: PostalCheck, use: 'delivery' | 'billing'): SignupProblem[] {
  const problems: SignupProblem[] = [];
  for (const field of ['street1', 'city', 'state'] as const) if (blank(address[field])) problems.push(missing(`${prefix}.${field}`));
  const country = address.country?.trim() || 'US';
  const problem = postal(country, address.zipcode ?? '', use);
  if (problem) problems.push(blank(address.zipcode) ? missing(`${prefix}.zipcode`) : invalid(`${prefix}.zipcode`, problem));
  return problems;
}

function registrationProblems(info: NewCustomerRequest['registration_info']): SignupProblem[] {
  const problems: SignupProblem[] = [];
  if (blank(info.full_name)) problems.push(missing('registration_info.full_name'));
  if (blank(info.email)) problems.push(missing('registration_info.email'));
  else if (!isEmail(info.email.trim())) problems.push(invalid('registration_info.email', messages.invalidEmail));
  if (info.confirm_email !== undefined && info.confirm_email.trim() !== info.email.trim()) problems.push(invalid('registration_info.confirm_email', messages.emailsDoNotMatch));
  if (blank(info.password)) problems.push(missing('registration_info.password'));
  else if (!isPasswordLongEnough(info.password)) problems.push(invalid('registration_info.password', messages.passwordMinimum));
  if (info.confirm_password !== undefined && info.confirm_password !== info.password) problems.push(invalid('registration_info.confirm_password', messages.passwordDoNotMatch));
  const phones = info.phone_numbers ?? [];
  if (!phones.some((phone) => !blank(phone.number))) problems.push(invalid('registration_info.phone_numbers', messages.phoneInvalid));
  phones.forEach((phone, index) => {
    if (!blank(phone.number) && !isPhone(phone.number.trim())) problems.push(invalid(`registration_info.phone_numbers.${index}.number`, messages.phoneInvalid));
  });
  return problems;
}

function tankProblems(body: NewCustomerRequest, options: SignupRuleOptions): SignupProblem[] {
  const problems: SignupProblem[] = [];
  const { tank_size: size, tank_level: level } = body.tank_details;
  if (!Number.isFinite(size) || size < 1 || size > 1_000_000) problems.push(invalid('tank_details.tank_size', messages.tankSizeMinimum));
  if (options.fuelOrder.tank_level && level === undefined) problems.push(missing('tank_details.tank_level'));
  if (level !== undefined && (!Number.isFinite(level) || level < 0 || level > 100)) problems.push(invalid('tank_details.tank_level', messages.tankLevelRange));
  if (blank(body.tank_location.description)) problems.push(missing('tank_location.description'));
  return problems;
}

function paymentProblems(payment: NewCustomerRequest['payment'], options: SignupRuleOptions): SignupProblem[] {
  if (payment.payment_type === 'location') return blank(payment.data.location) ? [missing('payment.data.location')] : [];
  if (payment.payment_type !== 'credit_card') return [];
  const problems: SignupProblem[] = [];
  const holder = payment.data.account_holder;
  if (blank(holder.first_name)) problems.push(missing('payment.data.account_holder.first_name'));
  if (blank(holder.last_name)) problems.push(missing('payment.data.account_holder.last_name'));
  // The card's own rules, without its US-only ZIP check: the billing address is checked by country below.
  const card = cardDataProblems({ ...payment.data, address: undefined }, options.now, false);
  problems.push(...card.map((p) => invalid(`payment.data.${p.path}`, p.message)));
  const address = payment.data.address;
  if (address) problems.push(...addressProblems('payment.data.address', address, options.postal, 'billing'));
  else if (options.billingAddressRequired) problems.push(missing('payment.data.address'));
  return problems;
}

/**
 * Every rule of spec 1 §5 a signup breaks, at dotted paths, with the spec's messages: what the
 * server refuses and what keeps the browser's Submit disabled. The service area is not here:
 * it needs the ZIP data set (the server's checkEligibility).
 */
export function signupProblems(body: NewCustomerRequest, options: SignupRuleOptions): SignupProblem[] {
  return [
    ...addressProblems('delivery_address', body.delivery_address, options.postal, 'delivery'),
    ...registrationProblems(body.registration_info),
    ...tankProblems(body, options),
    ...(body.fuel_order ? firstOrderProblems(body.fuel_order, options.fuelOrder, body.tank_details.tank_size).map((p) => ({ ...p, path: `fuel_order.${p.path}` })) : []),
    ...paymentProblems(body.payment, options),
  ];
}
