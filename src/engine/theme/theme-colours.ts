import { contrastRatio, contrastSafe, parseHexColour, toHex, type Rgb } from './contrast';

/**
 * A tenant's theme.css names its brand colours as CSS variables (--portal-primary…). The screens
 * draw text and controls in contrast-safe variants of them (--portal-primary-ink…), computed
 * here once for every tenant: the server appends them to the theme it serves, and reports at
 * start a brand colour that fails and what is drawn instead.
 */

/** The spec's colours (spec 2 §9) and the portal's page, for a theme that leaves one out. */
export const DEFAULT_THEME = {
  '--portal-primary': '#17a2b8',
  '--portal-secondary': '#158cba',
  '--portal-header-bg': '#ffffff',
  '--portal-header-fg': '#1f2d3d',
  '--portal-page-bg': '#f4f6f8',
} as const;

export type ThemeColours = Record<keyof typeof DEFAULT_THEME, string>;

/** WCAG 2.2 AA: 4.5:1 for text (1.4.3), 3:1 for controls' boundaries and focus indicators (1.4.11). */
export const TEXT_CONTRAST = 4.5;
export const UI_CONTRAST = 3;

/** Cards and dialogs are white; the page around them is --portal-page-bg. */
const CARD = '#ffffff';
/**
 * The darkest of the light surfaces text in the brand colours lands on: a hovered or selected
 * row or button, a tinted answer box, a grey tag (#eaf3f7 and the like). Text that reads on it
 * reads on every lighter one.
 */
const TINT = '#e5e7eb';

export interface ThemeVariant {
  /** The variable the screens use. */
  variable: string;
  /** The brand variable it comes from, and its colour. */
  from: keyof ThemeColours;
  brand: string;
  /** What it is drawn on (its text or its neighbours), and the ratio it must reach against each. */
  against: string[];
  minimum: number;
  /** The brand colour when it reaches the ratio, else its nearest variant that does. */
  colour: string;
}

/** The theme's colours: each `--portal-…: #hex;` it sets, the defaults for the rest. */
export function readThemeColours(css: string): ThemeColours {
  const colours: ThemeColours = { ...DEFAULT_THEME };
  for (const name of Object.keys(DEFAULT_THEME) as (keyof ThemeColours)[]) {
    const value = new RegExp(`${name}\\s*:\\s*([^;}]+)`).exec(css)?.[1].trim();
    if (value && parseHexColour(value)) colours[name] = value.toLowerCase();
  }
  return colours;
}

/**
 * The contrast-safe variants: the primary and secondary as text and as button faces under white
 * text (ink, 4.5:1 on white, on the page and on the light tints under text), the primary for borders, indicators and focus rings
 * (ui, 3:1), and the header's text on the header's background.
 */
export function themeVariants(theme: ThemeColours): ThemeVariant[] {
  const surfaces = [CARD, theme['--portal-page-bg']];
  const textSurfaces = [...surfaces, TINT];
  const variant = (variable: string, from: keyof ThemeColours, against: string[], minimum: number): ThemeVariant => {
    const safe = contrastSafe(hex(theme[from]), against.map(hex), minimum);
    return { variable, from, brand: theme[from], against, minimum, colour: toHex(safe) };
  };
  return [
    variant('--portal-primary-ink', '--portal-primary', textSurfaces, TEXT_CONTRAST),
    variant('--portal-secondary-ink', '--portal-secondary', textSurfaces, TEXT_CONTRAST),
    variant('--portal-primary-ui', '--portal-primary', surfaces, UI_CONTRAST),
    variant('--portal-header-ink', '--portal-header-fg', [theme['--portal-header-bg']], TEXT_CONTRAST),
  ];
}

/** The variants as a stylesheet rule, appended after the tenant's own so they follow its colours. */
export function themeVariantsCss(variants: readonly ThemeVariant[]): string {
  return `\n/* Contrast-safe variants of the colours above (computed by the portal, WCAG 2.2 AA). */\n:root {\n${variants.map((v) => `  ${v.variable}: ${v.colour};`).join('\n')}\n}\n`;
}

/** One line for each brand colour that fails where it is used, and what is drawn instead. */
export function themeProblems(variants: readonly ThemeVariant[]): string[] {
  return variants
    .filter((v) => v.colour !== v.brand)
    .map((v) => {
      const ratio = Math.min(...v.against.map((bg) => contrastRatio(hex(v.brand), hex(bg))));
      const use = v.minimum === TEXT_CONTRAST ? 'text' : 'controls';
      return `${v.from} ${v.brand} reaches ${ratio.toFixed(2)}:1 on ${v.against.join(' / ')}, below ${v.minimum}:1 for ${use}: ${v.variable} uses ${v.colour}`;
    });
}

function hex(colour: string): Rgb {
  const rgb = parseHexColour(colour);
  if (!rgb) throw new Error(`not a #hex colour: ${colour}`);
  return rgb;
}
