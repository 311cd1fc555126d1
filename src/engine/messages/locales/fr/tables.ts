import type { tableMessages } from '../../tables';
import type { Translation } from '../../translation';

export default {
  fuelCardSuspended: 'Carte suspendue avec succès!',
  fuelCardActivated: 'Carte activée avec succès!',
  fuelCardRemoved: 'Carte retirée avec succès!',
  confirmRemoveFuelCard: 'Retirer la carte se terminant par {last4} ({card_user_name})? Elle cessera de fonctionner et ne pourra pas être rétablie d’ici.',
  fuelCardsUnavailable: 'Les cartes de carburant ne sont pas offertes pour vos comptes.',
  recordsUnavailable: 'L’historique n’est pas offert pour vos comptes.',
  priceAlertDeleted: 'L’alerte de prix est supprimée.',
  confirmDeletePriceAlert: 'Supprimer l’alerte pour {product_name} à ${threshold} ou moins ?',
} satisfies Translation<typeof tableMessages>;
