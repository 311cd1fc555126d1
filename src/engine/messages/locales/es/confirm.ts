import type { confirmMessages, dialogTitles as englishDialogTitles } from '../../confirm';
import type { Translation } from '../../translation';

export default {
  title: 'Confirme, por favor',
  cancel: 'Cancelar',
  delete: 'Eliminar',
  remove: 'Quitar',
  revoke: 'Revocar',
  rollBack: 'Revertir',
} satisfies Translation<typeof confirmMessages>;

export const dialogTitles = {
  deleteImage: 'Eliminar imagen',
  removePaymentMethod: 'Quitar método de pago',
  renamePaymentMethod: 'Cambiar el nombre del método de pago',
} satisfies Translation<typeof englishDialogTitles>;
