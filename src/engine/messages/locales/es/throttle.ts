import type { throttleMessages } from '../../throttle';
import type { Translation } from '../../translation';

export default {
  tooManyAttemptsOneMinute: 'Demasiados intentos. Espere 1 minuto y vuelva a intentarlo.',
  tooManyAttemptsMinutes: 'Demasiados intentos. Espere {minutes} minutos y vuelva a intentarlo.',
  tooManyFileRequests: 'Ya tiene archivos en preparación. Espere a que estén listos y vuelva a intentarlo.',
  fileWorkBusy: 'El portal está ocupado preparando otros archivos. Vuelva a intentarlo en unos segundos.',
} satisfies Translation<typeof throttleMessages>;
