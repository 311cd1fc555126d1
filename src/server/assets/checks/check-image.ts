/**
 * Decides whether an upload is an image the portal will keep (issue 14 "Bad input"): by its
 * CONTENT (file-type's magic numbers), never by its name or the browser's declared type. The
 * extension must name the same family as the content; a raster image must be well formed, end
 * where its format says it ends (no appended HTML, script or ZIP: polyglots), carry no markup a
 * browser could sniff as a page, and declare no more than 8000 px a side (decompression bombs);
 * an SVG must survive sanitising (sanitize-svg.ts). The first failure is the answer.
 */
import { fileTypeFromBuffer } from 'file-type';
import { CONTENT_TYPES, type ImageFamily } from '../../../engine/assets/asset-name';
import { rasterStructure, type RasterFamily } from '../../../engine/assets/image-structure';
import { HttpProblem } from '../../http/problem';
import { sanitizeSvg } from './sanitize-svg';
import { fillProblem, problemMessages } from '../../../engine/messages/problems';

export const IMAGE_LIMITS = {
  /** Bytes of one upload; the multipart parser stops reading past it (413). */
  maxBytes: 5 * 1024 * 1024,
  /** Pixels a side, as the header declares them. */
  maxSide: 8000,
} as const;

export interface CheckedImage {
  contentType: string;
  /** What is stored: the upload itself, or an SVG's sanitised serialisation. */
  bytes: Buffer;
}

const FAMILY_OF_MIME: Readonly<Record<string, RasterFamily>> = { 'image/png': 'png', 'image/apng': 'png', 'image/jpeg': 'jpeg', 'image/gif': 'gif', 'image/webp': 'webp' };
/** Markup an old browser's sniffer (or a misconfigured proxy) would render as a page. */
const MARKUP = /<(script|html|body|iframe|object|embed|svg|img|a|meta|style|link|xml|frame|form)[\s>/]|<\?(php|xml)/i;

const notAnImage = () => new HttpProblem(415, 'NOT_AN_IMAGE', problemMessages.notAnImage);
const refused = (reason: string) => new HttpProblem(422, 'IMAGE_REFUSED', reason);

/** The text of an upload that reads as SVG markup (valid UTF-8 beginning with an XML declaration, a comment or <svg), else undefined. */
function svgText(bytes: Buffer): string | undefined {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return undefined;
  }
  const start = text.replace(/^\uFEFF/, '').trimStart();
  return /^(<\?xml[\s>]|<!--|<svg[\s>])/i.test(start) && /<svg[\s>]/i.test(start) ? start : undefined;
}

/** Throws the 4xx the upload deserves, or gives what to store. `claimed` is the family the file's extension names. */
export async function checkImage(claimed: ImageFamily, bytes: Buffer): Promise<CheckedImage> {
  const sniffed = await fileTypeFromBuffer(bytes);
  const raster = sniffed ? FAMILY_OF_MIME[sniffed.mime] : undefined;
  // file-type names no text format but XML (an SVG with an XML declaration): only those may be read as SVG.
  const textual = !sniffed || sniffed.mime === 'application/xml' || sniffed.mime === 'image/svg+xml';
  const family: ImageFamily | undefined = raster ?? (textual && svgText(bytes) !== undefined ? 'svg' : undefined);
  if (!family) throw notAnImage();
  if (family !== claimed) throw refused(fillProblem('imageExtensionMismatch', { claimed: claimed.toUpperCase(), actual: family.toUpperCase() }));
  if (family === 'svg') {
    const result = sanitizeSvg(svgText(bytes) as string);
    if (!result.ok) throw refused(result.reason);
    return { contentType: CONTENT_TYPES.svg, bytes: Buffer.from(result.svg, 'utf8') };
  }
  const structure = rasterStructure(family as RasterFamily, bytes);
  if (!structure.ok) throw refused(structure.reason);
  if (structure.width < 1 || structure.height < 1) throw refused(problemMessages.imageNoPixels);
  if (structure.width > IMAGE_LIMITS.maxSide || structure.height > IMAGE_LIMITS.maxSide) {
    throw refused(fillProblem('imageTooLarge', { width: structure.width, height: structure.height, max: IMAGE_LIMITS.maxSide }));
  }
  if (MARKUP.test(bytes.toString('latin1'))) throw refused(problemMessages.imageMarkup);
  return { contentType: CONTENT_TYPES[family], bytes };
}
