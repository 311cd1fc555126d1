import type { notificationScreenMessages } from '../../notification-screens';
import type { Translation } from '../../translation';

export default {
  methodEmail: 'Correo electrónico',
  methodText: 'SMS',
  methodEmailInline: 'correo electrónico',
  methodTextInline: 'SMS',
  eventForBy: '{event}: {recipient} por {method}',
  eventBy: '{event} por {method}',
  event: 'Evento',
  alert: 'Alerta',
  notificationPreferences: 'Preferencias de notificación',
  matrix: 'Quién recibe cada notificación',
  customer: 'Cliente',
  lowBalanceAmount: 'Importe de saldo bajo (mínimo {n})',
  addUserColumn: 'Añadir una columna de usuario',
  emailPlaceholder: 'usuario@ejemplo.com',
  add: 'Añadir',
} satisfies Translation<typeof notificationScreenMessages>;
