import { bankAccountProblems, cardDataProblems, type DataProblem } from '../../engine/payments/payment-problems';
import { cardDigits, parseCardExpiry } from '../../engine/validation/card';
import type { components } from '../../../openapi/generated/tenant-api';
import { HttpProblem } from '../http/problem';
import type { LoadedTenant } from '../tenants/load-tenants';
import type { BankAccountDetails, CardDetails } from './gateway';
import { PAYMENT_TYPES } from '../../../schemas/generated/enums';
import { fillProblem, problemMessages } from '../../engine/messages/problems';

export type CardData = components['schemas']['CardData'];
export type BankAccountData = components['schemas']['BankAccountData'];
export type NewSource = { payment_type: 'credit_card'; data: CardData } | { payment_type: 'bank_account'; data: BankAccountData };

/** The tenant's payment types (settings.payments.types); both when unset. */
export function allowedPaymentTypes(tenant: LoadedTenant): readonly string[] {
  return tenant.config.settings.payments?.types ?? PAYMENT_TYPES;
}

export function assertPaymentTypeAllowed(tenant: LoadedTenant, paymentType: string): void {
  if (!allowedPaymentTypes(tenant).includes(paymentType)) {
    throw new HttpProblem(422, 'PAYMENT_TYPE_NOT_ACCEPTED', fillProblem('paymentTypeNotAccepted', { types: paymentType === 'credit_card' ? problemMessages.typesCards : problemMessages.typesBankAccounts }));
  }
}

/**
 * Every spec rule a new card or bank account breaks, refused with the spec's messages at the
 * field's path (body/data/…): the browser's checks are a convenience, this is the rule.
 */
export function assertNewSourceValid(tenant: LoadedTenant, source: NewSource, now: Date): void {
  assertPaymentTypeAllowed(tenant, source.payment_type);
  const problems: DataProblem[] =
    source.payment_type === 'credit_card'
      ? cardDataProblems(source.data, now, tenant.config.settings.billing_address_required ?? true, tenant.id)
      : bankAccountProblems(source.data);
  if (!problems.length) return;
  throw new HttpProblem(
    422,
    'INVALID_PAYMENT_DATA',
    problems[0].message,
    problems.map((p) => ({ path: `body/data/${p.path.replace(/\./g, '/')}`, message: p.message })),
  );
}

/** What the gateway is sent for a card the rules accepted. */
export function cardDetailsOf(data: CardData): CardDetails {
  const expiry = parseCardExpiry(data.card.cc_exp);
  if (!expiry) throw new Error('cardDetailsOf: expiry not checked');
  return {
    number: cardDigits(data.card.cc_number),
    expMonth: expiry.month,
    expYear: expiry.year,
    cvv: data.card.cc_cvv,
    holderName: `${data.account_holder.first_name} ${data.account_holder.last_name}`.trim(),
    postalCode: data.address?.zipcode,
  };
}

export function bankDetailsOf(data: BankAccountData): BankAccountDetails {
  return {
    routingNumber: data.routing_number,
    accountNumber: data.account_number,
    accountType: data.account_type,
    holderName: `${data.first_name} ${data.last_name}`.trim(),
  };
}
