import type { toastMessages } from '../../toasts';
import type { Translation } from '../../translation';

export default {
  success: 'Listo',
  error: 'Error',
  info: 'Información',
} satisfies Translation<typeof toastMessages>;
