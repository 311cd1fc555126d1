import type { webhookMessages } from '../../webhooks';
import type { Translation } from '../../translation';

export default {
  intro: 'El portal publica sus eventos en estas URL, firmados con el secreto de cada destino (Standard Webhooks). Un receptor que falla durante tres días se deshabilita.',
  addTitle: 'Agregar destino',
  addLabel: 'Agregar destino de webhook',
  secretRegion: 'Nuevo secreto de firma',
  secretOnce: 'Copie ahora este secreto de firma en el receptor. No se volverá a mostrar.',
  secretLabel: 'Secreto de firma',
  copy: 'Copiar',
  copied: 'Secreto de firma copiado.',
  done: 'Listo',
  created: 'Destino de webhook agregado. Copie ahora su secreto de firma: no se volverá a mostrar.',
  lastTest: 'Última prueba',
  testDelivered: 'Evento de prueba {event} entregado: HTTP {status} {response}',
  testFailed: 'Falló el evento de prueba {event}: {answer}',
  noAnswer: 'sin respuesta ({response})',
  httpAnswer: 'HTTP {status} {response}',
} satisfies Translation<typeof webhookMessages>;
