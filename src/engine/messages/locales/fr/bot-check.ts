import type { botCheckMessages } from '../../bot-check';
import type { Translation } from '../../translation';

export default {
  botCheckFailed: 'Veuillez confirmer que vous n’êtes pas un robot, puis réessayer.',
  botCheckUnavailable: 'Nous n’avons pas pu confirmer pour l’instant que vous n’êtes pas un robot. Veuillez réessayer dans un moment.',
  botCheckLabel: 'Confirmez que vous n’êtes pas un robot',
} satisfies Translation<typeof botCheckMessages>;
