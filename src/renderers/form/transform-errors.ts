import type { ErrorTransformer } from '@rjsf/utils';
import { messages } from '../../engine/messages/catalogue';

/** ajv's wording replaced by the spec's messages (spec 2 §8): an empty required field is 'Value missing'. */
export const transformErrors: ErrorTransformer = (errors) =>
  errors.map((error) => (error.name === 'required' ? { ...error, message: messages.valueMissing, stack: messages.valueMissing } : error));
