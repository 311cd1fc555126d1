import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { contrastRatio, contrastSafe, DEFAULT_THEME, parseHexColour, readThemeColours, relativeLuminance, TEXT_CONTRAST, themeProblems, themeVariants, themeVariantsCss, toHex, UI_CONTRAST, type Rgb } from '../../src/engine/theme';

const rgb = (hex: string): Rgb => parseHexColour(hex)!;
const ratio = (a: string, b: string) => contrastRatio(rgb(a), rgb(b));

describe('contrast arithmetic (WCAG 2.x)', () => {
  it('reads #rgb and #rrggbb, and nothing else', () => {
    expect(parseHexColour('#158CBA')).toEqual([0x15, 0x8c, 0xba]);
    expect(parseHexColour('#fff')).toEqual([255, 255, 255]);
    expect(parseHexColour('teal')).toBeUndefined();
    expect(parseHexColour('var(--x)')).toBeUndefined();
    expect(toHex([0x15, 0x8c, 0xba])).toBe('#158cba');
  });

  it('gives the luminances and ratios the WCAG formula gives', () => {
    expect(relativeLuminance(rgb('#000000'))).toBe(0);
    expect(relativeLuminance(rgb('#ffffff'))).toBe(1);
    expect(ratio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(ratio('#777777', '#777777')).toBe(1);
    // The figures: the spec's link colour on white, and the primary on white.
    expect(ratio('#158cba', '#ffffff')).toBeCloseTo(3.82, 2);
    expect(ratio('#17a2b8', '#ffffff')).toBeCloseTo(3.04, 2);
    expect(ratio('#17a2b8', '#f4f6f8')).toBeCloseTo(2.81, 2);
    expect(ratio('#ffffff', '#158cba')).toBe(ratio('#158cba', '#ffffff'));
  });

  it('keeps a colour that already reaches the ratio', () => {
    expect(toHex(contrastSafe(rgb('#1f2d3d'), [rgb('#ffffff')], TEXT_CONTRAST))).toBe('#1f2d3d');
  });

  it('darkens a colour on light backgrounds just until it reaches the ratio', () => {
    const safe = contrastSafe(rgb('#158cba'), [rgb('#ffffff'), rgb('#f4f6f8')], TEXT_CONTRAST);
    expect(contrastRatio(safe, rgb('#ffffff'))).toBeGreaterThanOrEqual(TEXT_CONTRAST);
    expect(contrastRatio(safe, rgb('#f4f6f8'))).toBeGreaterThanOrEqual(TEXT_CONTRAST);
    expect(relativeLuminance(safe)).toBeLessThan(relativeLuminance(rgb('#158cba')));
    // The least change: one step less dark no longer reaches it.
    const brand = rgb('#158cba');
    const lighter: Rgb = [0, 1, 2].map((i) => safe[i] + (brand[i] - safe[i]) * 0.05) as [number, number, number];
    expect(Math.min(contrastRatio(lighter, rgb('#ffffff')), contrastRatio(lighter, rgb('#f4f6f8')))).toBeLessThan(TEXT_CONTRAST + 0.3);
  });

  it('lightens a colour on a dark background', () => {
    const safe = contrastSafe(rgb('#1f5f2f'), [rgb('#0f5132')], TEXT_CONTRAST);
    expect(contrastRatio(safe, rgb('#0f5132'))).toBeGreaterThanOrEqual(TEXT_CONTRAST);
    expect(relativeLuminance(safe)).toBeGreaterThan(relativeLuminance(rgb('#1f5f2f')));
  });

  it('answers the better of black and white when no shade reaches the ratio on both backgrounds', () => {
    expect(toHex(contrastSafe(rgb('#808080'), [rgb('#ffffff'), rgb('#000000')], 7))).toMatch(/^#(000000|ffffff)$/);
  });
});

describe('a tenant theme', () => {
  it('reads the colours a theme.css sets, the defaults for the rest', () => {
    expect(readThemeColours(':root {\n  --portal-primary: #FFCC00;\n  --portal-header-bg: #0f5132;\n}')).toEqual({ ...DEFAULT_THEME, '--portal-primary': '#ffcc00', '--portal-header-bg': '#0f5132' });
    expect(readThemeColours(':root { --portal-primary: rebeccapurple; }')['--portal-primary']).toBe(DEFAULT_THEME['--portal-primary']);
  });

  it('gives every variant its ratio against every surface it is drawn on', () => {
    for (const variant of themeVariants(readThemeColours(readFileSync('tenants/cleangas/theme.css', 'utf8')))) {
      for (const against of variant.against) expect(ratio(variant.colour, against), `${variant.variable} on ${against}`).toBeGreaterThanOrEqual(variant.minimum);
    }
  });

  it("reports the spec's colours, which fail as text, and what is drawn instead", () => {
    const variants = themeVariants({ ...DEFAULT_THEME });
    const problems = themeProblems(variants);
    const secondary = variants.find((v) => v.variable === '--portal-secondary-ink')!;
    expect(problems).toContain(`--portal-secondary #158cba reaches 3.09:1 on #ffffff / #f4f6f8 / #e5e7eb, below 4.5:1 for text: --portal-secondary-ink uses ${secondary.colour}`);
    expect(problems.some((p) => p.startsWith('--portal-primary #17a2b8') && p.includes(`below ${UI_CONTRAST}:1 for controls`))).toBe(true);
    // The header's dark text on white passes: nothing to report, the brand colour is used.
    expect(variants.find((v) => v.variable === '--portal-header-ink')!.colour).toBe(DEFAULT_THEME['--portal-header-fg']);
    expect(problems.some((p) => p.includes('--portal-header-ink'))).toBe(false);
  });

  it('makes a failing tenant colour safe: a yellow brand, and white header text on a pale header', () => {
    const variants = themeVariants({ ...DEFAULT_THEME, '--portal-primary': '#ffcc00', '--portal-header-bg': '#e0f2fe', '--portal-header-fg': '#ffffff' });
    const ink = variants.find((v) => v.variable === '--portal-primary-ink')!;
    expect(ratio(ink.colour, '#ffffff')).toBeGreaterThanOrEqual(TEXT_CONTRAST);
    const header = variants.find((v) => v.variable === '--portal-header-ink')!;
    expect(ratio(header.colour, '#e0f2fe')).toBeGreaterThanOrEqual(TEXT_CONTRAST);
    expect(themeProblems(variants).some((p) => p.startsWith('--portal-header-fg #ffffff'))).toBe(true);
  });

  it("keeps the stylesheet's defaults equal to the variants of the spec's colours", () => {
    const css = readFileSync('src/renderers/styles/app.css', 'utf8');
    for (const variant of themeVariants({ ...DEFAULT_THEME })) {
      expect(css, variant.variable).toMatch(new RegExp(`${variant.variable}: ${variant.colour};`));
    }
    for (const [name, colour] of Object.entries(DEFAULT_THEME)) expect(css, name).toContain(`${name}: ${colour};`);
    expect(themeVariantsCss(themeVariants({ ...DEFAULT_THEME }))).toMatch(/:root \{\n {2}--portal-primary-ink: #[0-9a-f]{6};/);
  });
});
