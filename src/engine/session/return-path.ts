const PROBE_ORIGIN = 'http://portal.invalid';

/**
 * Where to go back to after login (issue 22 item 14: a deep link opened while signed out was lost):
 * only a path of this app — one leading slash, no scheme, no host, no backslash or control
 * character a browser might read as another origin ("//evil.example", "/\\evil.example").
 * Anything else answers undefined and the login goes home as before.
 */
export function returnPath(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length > 2048) return undefined;
  if (!value.startsWith('/') || value.startsWith('//') || /[\\\u0000-\u001f\u007f]/.test(value)) return undefined;
  try {
    const url = new URL(value, PROBE_ORIGIN);
    if (url.origin !== PROBE_ORIGIN) return undefined;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return undefined;
  }
}
