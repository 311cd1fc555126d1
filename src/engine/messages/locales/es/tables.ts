import type { tableMessages } from '../../tables';
import type { Translation } from '../../translation';

export default {
  fuelCardSuspended: '¡Tarjeta suspendida correctamente!',
  fuelCardActivated: '¡Tarjeta activada correctamente!',
  fuelCardRemoved: '¡Tarjeta eliminada correctamente!',
  confirmRemoveFuelCard: '¿Eliminar la tarjeta que termina en {last4} ({card_user_name})? Dejará de funcionar y no se podrá restablecer desde aquí.',
  fuelCardsUnavailable: 'Las tarjetas de combustible no están disponibles para sus cuentas.',
  recordsUnavailable: 'El historial no está disponible para sus cuentas.',
  priceAlertDeleted: 'La alerta de precio se eliminó.',
  confirmDeletePriceAlert: '¿Eliminar la alerta de {product_name} a ${threshold} o menos?',
} satisfies Translation<typeof tableMessages>;
