import nameText from '../../../schemas/entities/name-text.schema.json';
import { messages } from '../messages/catalogue';

/**
 * Names (first, last, business, a saved card's) refuse invisible and direction-changing
 * characters. The rule lives once, as the pattern of schemas/entities/name-text.schema.json that
 * every name field refers to, so the server's request validation, imports and the browser's form
 * validators all apply it. What ajv would say ('must match pattern "^[^\u00ad…"') tells a person
 * nothing: both sides word that failure with this message instead.
 */
export const NAME_TEXT_PATTERN: string = nameText.pattern;

/** The catalogue's words for a schema failure that is the name rule's; undefined for any other. */
export function nameTextMessage(keyword: string, params: unknown): string | undefined {
  return keyword === 'pattern' && (params as { pattern?: unknown } | undefined)?.pattern === NAME_TEXT_PATTERN ? messages.nameHiddenCharacters : undefined;
}
