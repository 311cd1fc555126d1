import type { formWidgetMessages } from '../../form-widgets';
import type { Translation } from '../../translation';

export default {
  addressPlaceholder: 'Empiece a escribir una dirección o un código postal',
  choosePlaceholder: 'Seleccione…',
  addressSuggestions: 'Direcciones sugeridas',
  stringListPlaceholder: 'p. ej., 100234, 100235',
  tankLocationDefault: 'Su tanque está delante de su casa.',
  estimatedTotal: 'Total estimado: {total}',
  checkAddress: 'Comprobar dirección',
  addItem: 'Agregar elemento',
  moveItemUp: 'Subir',
  moveItemDown: 'Bajar',
  removeItem: 'Quitar',
  copyItem: 'Copiar',
} satisfies Translation<typeof formWidgetMessages>;
