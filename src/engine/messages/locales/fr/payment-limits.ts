import type { paymentLimitMessages } from '../../payment-limits';
import type { Translation } from '../../translation';

export default {
  totalAboveLimit: 'Le montant, frais compris, ne peut pas dépasser {max}',
  amountAboveDue: 'Le montant ne peut pas dépasser {max} : le montant dû, {due}, plus {margin}',
  amountAboveDueOnly: 'Le montant ne peut pas dépasser le montant dû, {due}',
} satisfies Translation<typeof paymentLimitMessages>;
