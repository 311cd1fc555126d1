import type { operationAnswerMessages } from '../../operation-answers';
import type { Translation } from '../../translation';

export default {
  ticketRefunded: '{amount} du bon {ticket} remboursés sur {source}.',
  deliveryResent: 'L’envoi va être renvoyé maintenant.',
  deliveriesResent: 'Les {n} envois en échec vont être renvoyés maintenant.',
  noDeliveryFailed: 'Aucun envoi vers cette destination n’a échoué.',
} satisfies Translation<typeof operationAnswerMessages>;
