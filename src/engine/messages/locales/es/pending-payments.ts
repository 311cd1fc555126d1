import type { pendingPaymentMessages } from '../../pending-payments';
import type { Translation } from '../../translation';

export default {
  paymentsPendingAmount: '{amount} pendiente',
  paymentsPendingNote: 'Pagos hechos aquí que aún no se registraron en su cuenta: antes de ellos, el monto adeudado era {stated}.',
} satisfies Translation<typeof pendingPaymentMessages>;
