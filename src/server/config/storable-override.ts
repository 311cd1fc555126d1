import { sanitizeRichFields } from '../settings/rich-text';
import type { ConfigName } from './document-names';

/**
 * An override as it may be stored: a settings override's rich-text fields sanitised, whichever
 * way it arrives (POST /settings, a draft of the config editor, a publish, a rollback to a version
 * saved before this rule). Other documents hold no HTML the portal renders as such.
 */
export const storableOverride = (doc: ConfigName, override: unknown): unknown => (doc.kind === 'settings' ? sanitizeRichFields(override) : override);
