import type { toastMessages } from '../../toasts';
import type { Translation } from '../../translation';

export default {
  success: 'Terminé',
  error: 'Erreur',
  info: 'Information',
} satisfies Translation<typeof toastMessages>;
