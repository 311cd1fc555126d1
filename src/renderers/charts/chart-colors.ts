/** The tenant's colours (its theme.css variables), so a chart matches the portal around it. */
export function themeColor(variable: string, fallback: string): string {
  const value = getComputedStyle(document.documentElement).getPropertyValue(variable).trim();
  return value || fallback;
}

export function chartColors() {
  return {
    primary: themeColor('--portal-primary', '#17a2b8'),
    secondary: themeColor('--portal-secondary', '#158cba'),
    text: themeColor('--portal-text', '#1f2d3d'),
    muted: themeColor('--portal-muted', '#5b6b7b'),
    grid: themeColor('--portal-border', '#dfe3e8'),
    warning: '#f59e0b',
    alert: '#ea580c',
    danger: themeColor('--portal-danger', '#b42318'),
  };
}

/** chart.js animates by default; a visitor who asked the system for less motion gets none. */
export function chartAnimation(): false | undefined {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ? false : undefined;
}
