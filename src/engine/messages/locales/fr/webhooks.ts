import type { webhookMessages } from '../../webhooks';
import type { Translation } from '../../translation';

export default {
  intro: 'Le portail publie ses événements à ces URL, signés avec le secret de chaque point de terminaison (Standard Webhooks). Un récepteur en échec pendant trois jours est désactivé.',
  addTitle: 'Ajouter un point de terminaison',
  addLabel: 'Ajouter un point de terminaison de webhook',
  secretRegion: 'Nouveau secret de signature',
  secretOnce: 'Copiez maintenant ce secret de signature dans le récepteur. Il ne sera plus affiché.',
  secretLabel: 'Secret de signature',
  copy: 'Copier',
  copied: 'Secret de signature copié.',
  done: 'Terminé',
  created: 'Point de terminaison du webhook ajouté. Copiez maintenant son secret de signature : il ne sera plus affiché.',
  lastTest: 'Dernier test',
  testDelivered: 'Événement de test {event} livré : HTTP {status} {response}',
  testFailed: 'Échec de l’événement de test {event} : {answer}',
  noAnswer: 'aucune réponse ({response})',
  httpAnswer: 'HTTP {status} {response}',
} satisfies Translation<typeof webhookMessages>;
