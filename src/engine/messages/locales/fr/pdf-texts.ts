import type { pdfTextMessages } from '../../pdf-texts';
import type { Translation } from '../../translation';

export default {
  customerService: 'Service client {phone}',
  billing: 'Facturation {phone}',
  receiptTitle: 'Reçu de paiement {number}',
  receiptHeading: 'Reçu de paiement',
  receiptNumber: 'Numéro de reçu',
  date: 'Date',
  account: 'Compte',
  paidWith: 'Payé avec',
  amount: 'Montant',
  fee: 'Frais',
  totalCharged: 'Total débité',
  status: 'Statut',
  statusPending: 'Reçu – en attente de règlement',
  statusSettled: 'Réglé',
  statusReturned: 'Rejeté par la banque',
  statusRefunded: 'Remboursé',
  receiptFooter: 'Merci de votre paiement. Les paiements bancaires prennent quelques jours ouvrables à être réglés ; un paiement rejeté par la banque est reporté sur le compte.',
} satisfies Translation<typeof pdfTextMessages>;
