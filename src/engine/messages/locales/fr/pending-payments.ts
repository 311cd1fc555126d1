import type { pendingPaymentMessages } from '../../pending-payments';
import type { Translation } from '../../translation';

export default {
  paymentsPendingAmount: '{amount} en attente',
  paymentsPendingNote: 'Paiements faits ici et pas encore portés à votre compte : avant eux, le montant dû était de {stated}.',
} satisfies Translation<typeof pendingPaymentMessages>;
