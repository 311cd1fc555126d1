import type { operationAnswerMessages } from '../../operation-answers';
import type { Translation } from '../../translation';

export default {
  ticketRefunded: 'Se reembolsaron {amount} del comprobante {ticket} a {source}.',
  deliveryResent: 'El envío se volverá a realizar ahora.',
  deliveriesResent: 'Los {n} envíos fallidos se volverán a realizar ahora.',
  noDeliveryFailed: 'Ningún envío de este destino ha fallado.',
} satisfies Translation<typeof operationAnswerMessages>;
