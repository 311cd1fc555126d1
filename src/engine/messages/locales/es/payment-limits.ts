import type { paymentLimitMessages } from '../../payment-limits';
import type { Translation } from '../../translation';

export default {
  totalAboveLimit: 'El monto con su cargo no puede ser mayor que {max}',
  amountAboveDue: 'El monto no puede ser mayor que {max}: el monto adeudado, {due}, más {margin}',
  amountAboveDueOnly: 'El monto no puede ser mayor que el monto adeudado, {due}',
} satisfies Translation<typeof paymentLimitMessages>;
