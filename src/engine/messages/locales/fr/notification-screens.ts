import type { notificationScreenMessages } from '../../notification-screens';
import type { Translation } from '../../translation';

export default {
  methodEmail: 'E-mail',
  methodText: 'SMS',
  methodEmailInline: 'e-mail',
  methodTextInline: 'SMS',
  eventForBy: '{event} : {recipient} par {method}',
  eventBy: '{event} par {method}',
  event: 'Événement',
  alert: 'Alerte',
  notificationPreferences: 'Préférences de notification',
  matrix: 'Qui reçoit quelle notification',
  customer: 'Client',
  lowBalanceAmount: 'Montant de solde bas (minimum {n})',
  addUserColumn: 'Ajouter une colonne d’utilisateur',
  emailPlaceholder: 'utilisateur@exemple.com',
  add: 'Ajouter',
} satisfies Translation<typeof notificationScreenMessages>;
