import type { formScreenMessages } from '../../form-screen';
import type { Translation } from '../../translation';

export default {
  backToAccounts: 'Volver a mis cuentas',
  backToPortal: 'Volver al portal',
  cancel: 'Cancelar',
  startOver: 'Empezar de nuevo',
} satisfies Translation<typeof formScreenMessages>;
