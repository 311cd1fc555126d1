import { fillMessage } from '../messages/catalogue';

/**
 * A schema's limits in the catalogue's words, for the forms a schema alone checks (a gauge
 * reading's 0–100): ajv's own "must be <= 100" is English and reads as code. Undefined for a
 * failure that is no limit; its own words (a rule's, the name rule's) come first where it has them.
 */
export function limitMessage(keyword: string, params: unknown): string | undefined {
  const limit = (params as { limit?: unknown } | undefined)?.limit;
  if (typeof limit !== 'number') return undefined;
  switch (keyword) {
    case 'minimum':
    case 'exclusiveMinimum':
      return fillMessage('minimumValue', { n: limit });
    case 'maximum':
    case 'exclusiveMaximum':
      return fillMessage('maximumValue', { n: limit });
    case 'maxLength':
      return fillMessage('maximumLength', { n: limit });
    default:
      return undefined;
  }
}
