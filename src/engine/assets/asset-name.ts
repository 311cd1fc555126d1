/**
 * Names of uploaded logos and images (spec 1 §"Image upload": spaces in file names become
 * underscores). Shared by the browser (the duplicate notice before uploading) and the server
 * (which decides). A name is also the last segment of the asset's URL and, with the filesystem
 * storage, part of nothing on disk (keys are generated), but it is still refused when it could
 * be read as a path or carries characters no person types.
 */
import type { AssetKind } from '../../../schemas/generated/enums';
import { assetScreenMessages, fillAssetScreen } from '../messages/asset-screens';

export const ASSET_NAME_MAX = 120;

/** Image kinds an upload may be, by the family its extension names. */
export type ImageFamily = 'png' | 'jpeg' | 'gif' | 'webp' | 'svg';

const EXTENSIONS: Readonly<Record<string, ImageFamily>> = { png: 'png', jpg: 'jpeg', jpeg: 'jpeg', gif: 'gif', webp: 'webp', svg: 'svg' };

export type AssetNameResult = { ok: true; name: string; family: ImageFamily } | { ok: false; reason: string };

/**
 * Control characters (NUL included), C1 controls, and format characters (\p{Cf}: zero-width
 * spaces and joiners, bidi overrides) that make a name read differently than it is — "logo.png"
 * and "logo\u200b.png" would look the same in the list.
 */
const UNTYPABLE = /[\u0000-\u001f\u007f-\u009f\p{Cf}]/u;
/** Path separators (and characters drawn like them: ∕ ⁄ ／ ＼) and characters that mean something in a path, a URL or a Windows file name. */
const RESERVED = /[/\\<>:"|?*#%\u2215\u2044\uff0f\uff3c]/;

/** The name an upload is saved under, or why it cannot be: spaces become underscores, nothing else is rewritten. */
export function assetName(fileName: string): AssetNameResult {
  if (UNTYPABLE.test(fileName)) return { ok: false, reason: assetScreenMessages.nameControlCharacters };
  // NFKC folds look-alikes (fullwidth letters, ligatures) to what they look like, so the duplicate notice sees them.
  const name = fileName.normalize('NFKC').trim().replace(/ /g, '_');
  if (!name) return { ok: false, reason: assetScreenMessages.nameMissing };
  if (RESERVED.test(name) || name.includes('..')) return { ok: false, reason: assetScreenMessages.nameReserved };
  if (name.startsWith('.')) return { ok: false, reason: assetScreenMessages.nameDot };
  if (name.length > ASSET_NAME_MAX) return { ok: false, reason: fillAssetScreen('nameTooLong', { n: ASSET_NAME_MAX }) };
  const dot = name.lastIndexOf('.');
  const family = dot > 0 ? EXTENSIONS[name.slice(dot + 1).toLowerCase()] : undefined;
  if (!family) return { ok: false, reason: assetScreenMessages.nameNotImage };
  return { ok: true, name, family };
}

/** The content type an image family is served with. */
export const CONTENT_TYPES: Readonly<Record<ImageFamily, string>> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  svg: 'image/svg+xml',
};

/** Where the portal serves an asset's bytes (the header logo, a promotion's `src`). */
export function assetUrl(tenant: string, kind: AssetKind, name: string): string {
  return `/api/${encodeURIComponent(tenant)}/assets/${kind === 'logo' ? 'logos' : 'images'}/${encodeURIComponent(name)}`;
}
