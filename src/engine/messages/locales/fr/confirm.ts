import type { confirmMessages, dialogTitles as englishDialogTitles } from '../../confirm';
import type { Translation } from '../../translation';

export default {
  title: 'Veuillez confirmer',
  cancel: 'Annuler',
  delete: 'Supprimer',
  remove: 'Retirer',
  revoke: 'Révoquer',
  rollBack: 'Revenir à cette version',
} satisfies Translation<typeof confirmMessages>;

export const dialogTitles = {
  deleteImage: 'Supprimer l’image',
  removePaymentMethod: 'Retirer le mode de paiement',
  renamePaymentMethod: 'Renommer le mode de paiement',
} satisfies Translation<typeof englishDialogTitles>;
