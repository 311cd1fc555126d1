import type { botCheckMessages } from '../../bot-check';
import type { Translation } from '../../translation';

export default {
  botCheckFailed: 'Confirme que no es un robot y vuelva a intentarlo.',
  botCheckUnavailable: 'En este momento no pudimos confirmar que no es un robot. Vuelva a intentarlo en un momento.',
  botCheckLabel: 'Confirme que no es un robot',
} satisfies Translation<typeof botCheckMessages>;
