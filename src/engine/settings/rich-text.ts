import { settingsPaths, type SettingsPath } from './settings-schema';

/**
 * What rich text in the settings may hold: the one allowlist the server's sanitiser enforces
 * before a text is stored or served (src/server/settings/rich-text.ts) and the content screen's
 * preview applies. Anything else — scripts, frames, styles, event handlers, images — is dropped.
 */
export const richTextPolicy = {
  tags: ['p', 'br', 'b', 'strong', 'i', 'em', 'u', 'a', 'ul', 'ol', 'li', 'h3', 'h4'],
  /** Attributes per tag; a link's rel and target are forced by the sanitiser, whatever was sent. */
  attributes: { a: ['href', 'rel', 'target'] } as Record<string, string[]>,
  /** The only link schemes kept (no javascript:, data:, vbscript: or relative protocol). */
  schemes: ['http', 'https', 'mailto'],
  linkRel: 'noopener noreferrer nofollow',
  linkTarget: '_blank',
} as const;

let paths: SettingsPath[] | undefined;

/** The settings fields that hold rich text: those the schema marks `x-rich-text` (one list, read by server and browser). */
export function richTextPaths(): SettingsPath[] {
  paths ??= settingsPaths((field) => field['x-rich-text'] === true);
  return paths;
}
