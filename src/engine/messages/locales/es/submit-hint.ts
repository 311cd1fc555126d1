import type { submitHintMessages } from '../../submit-hint';
import type { Translation } from '../../translation';

export default {
  fillIn: 'Complete {fields} para continuar.',
  correctFields: 'Corrija los campos marcados para continuar.',
} satisfies Translation<typeof submitHintMessages>;
