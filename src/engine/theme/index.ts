export { contrastRatio, contrastSafe, parseHexColour, relativeLuminance, toHex, type Rgb } from './contrast';
export { DEFAULT_THEME, readThemeColours, TEXT_CONTRAST, themeProblems, themeVariants, themeVariantsCss, UI_CONTRAST, type ThemeColours, type ThemeVariant } from './theme-colours';
