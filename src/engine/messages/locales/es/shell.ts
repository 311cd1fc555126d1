import type { shellMessages } from '../../shell';
import type { Translation } from '../../translation';

export default {
  skipToMain: 'Saltar al contenido principal',
  documentTitle: '{screen} · {site}',
} satisfies Translation<typeof shellMessages>;
