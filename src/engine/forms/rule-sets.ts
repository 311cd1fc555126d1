import type { FormDocument } from '../../../schemas/generated/form';
import { PAYMENT_RULE_SETS } from '../payments/payment-rules';
import type { FieldRule } from '../validation/rules';

/**
 * Every rule a form checks: its own, then those of the engine rule sets it names, moved under the
 * path where the set's object sits (`{ set: 'card-data', at: 'data' }` checks data.card.cc_number…).
 * The server checks the same sets, so a form cannot drift from what the API refuses.
 */
export function formRules(form: Pick<FormDocument, 'rules' | 'ruleSets'>): FieldRule[] {
  const own = (form.rules ?? []) as FieldRule[];
  const named = (form.ruleSets ?? []).flatMap(({ set, at }) =>
    PAYMENT_RULE_SETS[set].map((rule): FieldRule => ({ ...rule, field: at ? `${at}.${rule.field}` : rule.field })),
  );
  return [...own, ...named];
}
