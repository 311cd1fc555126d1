import type { formScreenMessages } from '../../form-screen';
import type { Translation } from '../../translation';

export default {
  backToAccounts: 'Retour à mes comptes',
  backToPortal: 'Retour au portail',
  cancel: 'Annuler',
  startOver: 'Recommencer',
} satisfies Translation<typeof formScreenMessages>;
