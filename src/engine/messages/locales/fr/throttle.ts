import type { throttleMessages } from '../../throttle';
import type { Translation } from '../../translation';

export default {
  tooManyAttemptsOneMinute: 'Trop de tentatives. Veuillez attendre 1 minute, puis réessayer.',
  tooManyAttemptsMinutes: 'Trop de tentatives. Veuillez attendre {minutes} minutes, puis réessayer.',
  tooManyFileRequests: 'Des fichiers sont déjà en préparation pour vous. Veuillez attendre qu’ils soient prêts, puis réessayer.',
  fileWorkBusy: 'Le portail est occupé à préparer d’autres fichiers. Veuillez réessayer dans quelques secondes.',
} satisfies Translation<typeof throttleMessages>;
