import { isPostalCodeOptional, postalCodeProblem } from '../../../engine/address/postal-codes';
import { messages } from '../../../engine/messages/catalogue';
import type { FieldProblem } from '../../schema-form/schema-form-props';

type Text = string | undefined | null;
interface CardAnswers {
  account_holder?: { first_name?: Text; last_name?: Text };
  card?: { cc_number?: Text; cc_exp?: Text; cc_cvv?: Text };
  address?: { street1?: Text; city?: Text; state?: Text; zipcode?: Text; country?: Text };
}

/** An empty string: the machine's way of holding an empty field, which the schema's `required` lets through. A field with no value at all is the schema's to name ('Value missing' once, not twice). */
const blank = (value: Text) => typeof value === 'string' && value.trim() === '';

/**
 * What keeps a new card's answers from going on, at the form's paths (`data.…`), beyond the card
 * rules the form shows itself (number, expiry, CVV): a field left empty ('Value missing': the
 * machine holds empty fields as '', which the schema's `required` lets through), and the billing
 * postal code by its country ('Invalid card zipcode'; none needed in the Cayman Islands). Shown at
 * their fields once left, all of them on a refused submit, with focus on the first.
 */
export function cardFieldProblems(data: CardAnswers | undefined, tenant: string): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const missing = (path: string, value: Text) => blank(value) && problems.push({ path: `data.${path}`, message: messages.valueMissing });
  missing('account_holder.first_name', data?.account_holder?.first_name);
  missing('account_holder.last_name', data?.account_holder?.last_name);
  for (const field of ['cc_number', 'cc_exp', 'cc_cvv'] as const) missing(`card.${field}`, data?.card?.[field]);
  const address = data?.address;
  for (const field of ['street1', 'city', 'state', 'country'] as const) missing(`address.${field}`, address?.[field]);
  const country = (typeof address?.country === 'string' && address.country.trim()) || 'US';
  if (typeof address?.zipcode !== 'string') return problems;
  if (blank(address.zipcode) && !isPostalCodeOptional(country)) missing('address.zipcode', address.zipcode);
  else {
    const problem = postalCodeProblem(country, address?.zipcode ?? '', { use: 'billing', tenant });
    if (problem) problems.push({ path: 'data.address.zipcode', message: problem });
  }
  return problems;
}
