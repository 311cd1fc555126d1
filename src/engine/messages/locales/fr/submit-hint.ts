import type { submitHintMessages } from '../../submit-hint';
import type { Translation } from '../../translation';

export default {
  fillIn: 'Remplissez {fields} pour continuer.',
  correctFields: 'Corrigez les champs signalés pour continuer.',
} satisfies Translation<typeof submitHintMessages>;
