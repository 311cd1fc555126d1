/**
 * Reads a raster image's structure from its bytes without decoding it: its dimensions from the
 * header (so a decompression bomb — a tiny file that decodes to gigapixels — is refused before any
 * decoder sees it) and where the image really ends (so a polyglot, an image with an HTML page, a
 * script or a ZIP archive after its end marker, is refused). Pure: bytes in, facts out.
 */
import type { ImageFamily } from './asset-name';

export type RasterFamily = Exclude<ImageFamily, 'svg'>;

export type Structure = { ok: true; width: number; height: number } | { ok: false; reason: string };

const broken = (family: string): Structure => ({ ok: false, reason: `The file is not a well-formed ${family} image.` });
const trailing = (family: string): Structure => ({ ok: false, reason: `The ${family} image has data after its end: only plain images may be uploaded.` });

const u16be = (b: Uint8Array, at: number) => (b[at] << 8) | b[at + 1];
const u16le = (b: Uint8Array, at: number) => b[at] | (b[at + 1] << 8);
const u32be = (b: Uint8Array, at: number) => ((b[at] << 24) >>> 0) + (b[at + 1] << 16) + (b[at + 2] << 8) + b[at + 3];
const u32le = (b: Uint8Array, at: number) => b[at] + (b[at + 1] << 8) + (b[at + 2] << 16) + ((b[at + 3] << 24) >>> 0);
const ascii = (b: Uint8Array, at: number, length: number) => String.fromCharCode(...b.subarray(at, at + length));

/** PNG: signature, then chunks (length, type, data, CRC) up to IEND, which must be the last bytes. */
function png(b: Uint8Array): Structure {
  if (b.length < 33 || ascii(b, 12, 4) !== 'IHDR') return broken('PNG');
  const size = { width: u32be(b, 16), height: u32be(b, 20) };
  let at = 8;
  while (at + 12 <= b.length) {
    const length = u32be(b, at);
    const type = ascii(b, at + 4, 4);
    const end = at + 12 + length;
    if (end > b.length) return broken('PNG');
    if (type === 'IEND') return end === b.length ? { ok: true, ...size } : trailing('PNG');
    at = end;
  }
  return broken('PNG');
}

/**
 * JPEG: markers with lengths up to each scan, the scan's entropy-coded data (where FF is followed
 * by 00 or a restart marker) up to the next marker, and so on to EOI, which must be the last bytes.
 */
function jpeg(b: Uint8Array): Structure {
  let at = 2;
  let size: { width: number; height: number } | undefined;
  while (at + 1 < b.length) {
    if (b[at] !== 0xff) return broken('JPEG');
    const marker = b[at + 1];
    if (marker === 0xff) {
      at++;
      continue;
    }
    if (marker === 0xd9) {
      if (!size) return broken('JPEG');
      return at + 2 === b.length ? { ok: true, ...size } : trailing('JPEG');
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2;
      continue;
    }
    if (at + 4 > b.length) return broken('JPEG');
    const length = u16be(b, at + 2);
    if (length < 2 || at + 2 + length > b.length) return broken('JPEG');
    // SOF0…SOF15 but DHT (C4), JPG (C8) and DAC (CC): frame headers carry height then width.
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      if (length < 7) return broken('JPEG');
      size = { height: u16be(b, at + 5), width: u16be(b, at + 7) };
    }
    at += 2 + length;
    if (marker === 0xda) {
      // Entropy-coded data: skip to the next marker that is not a stuffed byte or a restart.
      while (at + 1 < b.length && !(b[at] === 0xff && b[at + 1] !== 0x00 && !(b[at + 1] >= 0xd0 && b[at + 1] <= 0xd7))) at++;
    }
  }
  return broken('JPEG');
}

/** GIF: header, screen descriptor, colour table, then extensions and images (each in sub-blocks) up to the trailer, which must be the last byte. */
function gif(b: Uint8Array): Structure {
  if (b.length < 14) return broken('GIF');
  const size = { width: u16le(b, 6), height: u16le(b, 8) };
  let at = 13 + (b[10] & 0x80 ? 3 * 2 ** ((b[10] & 0x07) + 1) : 0);
  const subBlocks = (): boolean => {
    while (at < b.length) {
      const length = b[at++];
      if (length === 0) return true;
      at += length;
    }
    return false;
  };
  while (at < b.length) {
    const block = b[at++];
    if (block === 0x3b) return at === b.length ? { ok: true, ...size } : trailing('GIF');
    if (block === 0x21) {
      at++;
      if (!subBlocks()) return broken('GIF');
    } else if (block === 0x2c) {
      if (at + 9 > b.length) return broken('GIF');
      const flags = b[at + 8];
      at += 9 + (flags & 0x80 ? 3 * 2 ** ((flags & 0x07) + 1) : 0) + 1;
      if (!subBlocks()) return broken('GIF');
    } else return broken('GIF');
  }
  return broken('GIF');
}

/** WebP: a RIFF container whose declared size is the whole file, and the size from its VP8, VP8L or VP8X chunk. */
function webp(b: Uint8Array): Structure {
  if (b.length < 30 || ascii(b, 0, 4) !== 'RIFF' || ascii(b, 8, 4) !== 'WEBP') return broken('WebP');
  const declared = u32le(b, 4) + 8;
  if (declared !== b.length + (b.length % 2) && declared !== b.length) return declared < b.length ? trailing('WebP') : broken('WebP');
  const chunk = ascii(b, 12, 4);
  if (chunk === 'VP8X') return { ok: true, width: 1 + (b[24] | (b[25] << 8) | (b[26] << 16)), height: 1 + (b[27] | (b[28] << 8) | (b[29] << 16)) };
  if (chunk === 'VP8L' && b[20] === 0x2f) {
    const bits = u32le(b, 21);
    return { ok: true, width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8 ' && b[23] === 0x9d && b[24] === 0x01 && b[25] === 0x2a) return { ok: true, width: u16le(b, 26) & 0x3fff, height: u16le(b, 28) & 0x3fff };
  return broken('WebP');
}

const readers: Readonly<Record<RasterFamily, (b: Uint8Array) => Structure>> = { png, jpeg, gif, webp };

/** The image's dimensions, or why its structure is refused (broken, or data after its end). */
export function rasterStructure(family: RasterFamily, bytes: Uint8Array): Structure {
  return readers[family](bytes);
}
