/**
 * WCAG 2.x contrast arithmetic (https://www.w3.org/TR/WCAG22/#dfn-contrast-ratio): the relative
 * luminance of an sRGB colour, the ratio of two, and the nearest colour to a brand colour that
 * reaches a ratio against given backgrounds — so a tenant's colours stay recognisably theirs
 * while text and controls drawn in them stay readable.
 */

/** Red, green, blue, 0–255. */
export type Rgb = readonly [number, number, number];

const BLACK: Rgb = [0, 0, 0];
const WHITE: Rgb = [255, 255, 255];

/** `#rgb` or `#rrggbb` (any case) as RGB; undefined for anything else (a named colour, var(), rgb()). */
export function parseHexColour(text: string): Rgb | undefined {
  const match = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(text.trim());
  if (!match) return undefined;
  const hex = match[1].length === 3 ? [...match[1]].map((d) => d + d).join('') : match[1];
  const channel = (i: number) => parseInt(hex.slice(i, i + 2), 16);
  return [channel(0), channel(2), channel(4)];
}

export function toHex(rgb: Rgb): string {
  return `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
}

/** WCAG's relative luminance: 0 for black, 1 for white. */
export function relativeLuminance(rgb: Rgb): number {
  const [r, g, b] = rgb.map((c) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** From 1 (same luminance) to 21 (black on white); the order of the two does not matter. */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

/** `share` (0–1) of the way from `from` to `to`, channel by channel, rounded to whole values. */
function mix(from: Rgb, to: Rgb, share: number): Rgb {
  const channel = (i: 0 | 1 | 2) => Math.round(from[i] + (to[i] - from[i]) * share);
  return [channel(0), channel(1), channel(2)];
}

const reaches = (colour: Rgb, backgrounds: readonly Rgb[], minimum: number) => backgrounds.every((bg) => contrastRatio(colour, bg) >= minimum);

/**
 * `colour` itself when it reaches `minimum` against every background; else the least darkened
 * (or, when darker cannot reach it — on dark backgrounds — the least lightened) variant that
 * does, found in 1% steps toward black or white. Black or white reaches 4.5:1 against any one
 * background, so only backgrounds of opposite lightness together can leave no answer: then the
 * better of black and white is returned.
 */
export function contrastSafe(colour: Rgb, backgrounds: readonly Rgb[], minimum: number): Rgb {
  if (reaches(colour, backgrounds, minimum)) return colour;
  for (let step = 1; step <= 100; step++) {
    const candidates = [mix(colour, BLACK, step / 100), mix(colour, WHITE, step / 100)];
    const found = candidates.find((candidate) => reaches(candidate, backgrounds, minimum));
    if (found) return found;
  }
  const worst = (c: Rgb) => Math.min(...backgrounds.map((bg) => contrastRatio(c, bg)));
  return worst(BLACK) >= worst(WHITE) ? BLACK : WHITE;
}
