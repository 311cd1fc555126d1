import type { formWidgetMessages } from '../../form-widgets';
import type { Translation } from '../../translation';

export default {
  addressPlaceholder: 'Commencez à saisir une adresse ou un code postal',
  choosePlaceholder: 'Sélectionnez…',
  addressSuggestions: 'Adresses suggérées',
  stringListPlaceholder: 'p. ex. 100234, 100235',
  tankLocationDefault: 'Votre réservoir se trouve devant votre maison.',
  estimatedTotal: 'Total estimé : {total}',
  checkAddress: 'Vérifier l’adresse',
  addItem: 'Ajouter un élément',
  moveItemUp: 'Monter',
  moveItemDown: 'Descendre',
  removeItem: 'Supprimer',
  copyItem: 'Copier',
} satisfies Translation<typeof formWidgetMessages>;
