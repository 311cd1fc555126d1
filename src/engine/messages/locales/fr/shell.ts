import type { shellMessages } from '../../shell';
import type { Translation } from '../../translation';

export default {
  skipToMain: 'Aller au contenu principal',
  documentTitle: '{screen} · {site}',
} satisfies Translation<typeof shellMessages>;
