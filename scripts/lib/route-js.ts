import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { productionBrotliSize } from './precompress';

/** One chunk of Vite's build manifest (dist/client/.vite/manifest.json). */
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface RouteJs {
  /** The chunks the route downloads before it can render, entry first. */
  files: string[];
  /**
   * Bytes as a production build's server sends them to a browser that accepts brotli: each file
   * compressed as the production build's twin is (quality 11), whatever quality this build wrote
   * its twins at (a test build writes cheaper ones).
   */
  readonly brotli: number;
  /** Bytes of the build's .gz twins. */
  gzip: number;
  raw: number;
}

/** Production brotli sizes already computed, by path and modification time: routes share their chunks. */
const brotliSizes = new Map<string, number>();
function brotliSizeOf(path: string): number {
  const key = `${path}\0${statSync(path).mtimeMs}`;
  let size = brotliSizes.get(key);
  if (size === undefined) brotliSizes.set(key, (size = productionBrotliSize(readFileSync(path))));
  return size;
}

/** The renderer module of the login screen (src/renderers/registry/screen-renderers.ts). */
export const LOGIN_SCREEN_MODULE = 'src/renderers/screens/session/login/LoginScreen.tsx';

/**
 * The JavaScript a route needs before it renders: index.html's entry and the screen's module
 * (none: the shell every route shares), each with its static imports, walked through the build manifest (Vite's `build.manifest`).
 * Dynamic imports are left out: they load later, on use — except, given a `language` other than
 * English, the words in it of the message sets the route imports, which it loads before it
 * renders, and the ICU formatter when those words need it. Sizes are those of the .br/.gz twins
 * the server prefers (src/server/http/spa.ts, @fastify/static `preCompressed`); brotli's are
 * computed, at the production quality, when first read. Bodies only: what the browser receives,
 * headers included, is measured in the browser (tests/e2e/login-bundle-size.test.ts).
 */
export function routeJs(clientDir: string, screenModule?: string, language?: string): RouteJs {
  const manifest = JSON.parse(readFileSync(join(clientDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry && key.endsWith('index.html'));
  if (!entry) throw new Error('the build manifest has no index.html entry');
  if (screenModule && !manifest[screenModule]) throw new Error(`the build manifest has no chunk for ${screenModule}`);

  const keys: string[] = [];
  const visit = (key: string) => {
    if (keys.includes(key)) return;
    keys.push(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  visit(entry);
  if (screenModule) visit(screenModule);
  // In another language than English, the route waits for the words of every message set it
  // imports (engine/i18n/translations: each set's locales/<language>/ file, a dynamic import).
  if (language && language !== 'en') {
    const words = `src/engine/messages/locales/${language}/`;
    const formatter = 'src/engine/i18n/icu-format.ts';
    const wordFiles: string[] = [];
    let formatterImported = false;
    for (const key of [...keys]) {
      for (const imported of manifest[key].dynamicImports ?? []) {
        // Not the whole catalogue and data texts: all-words.ts (in the shell's chunk) loads them, once the visitor starts on the page.
        if (imported.startsWith(words) && !/\/(texts|catalogue)\.ts$/.test(imported)) {
          wordFiles.push(imported);
          visit(imported);
        }
        formatterImported ||= imported === formatter;
      }
    }
    // The formatter loads with the first words needing it (engine/i18n/translations.ts's rule):
    // counted when a word chunk of the route holds a typed argument or ICU quoting.
    const needsFormatter = (file: string) => /\{\s*[\w.]+\s*,\s*(?:plural|selectordinal|select|number)\b|'[{}'#]/.test(readFileSync(join(clientDir, manifest[file].file), 'utf8'));
    if (formatterImported && wordFiles.some(needsFormatter)) visit(formatter);
  }

  // Once each: a merged chunk (scripts/lib/route-chunks.ts) is in the manifest under its own key and under its roots'.
  const files = [...new Set(keys.map((key) => manifest[key].file))];
  const sized = (file: string, twin: string) => {
    const path = join(clientDir, file);
    return statSync(existsSync(path + twin) ? path + twin : path).size;
  };
  const total = (twin: string) => files.reduce((sum, file) => sum + sized(file, twin), 0);
  let brotli: number | undefined;
  return {
    files,
    get brotli() {
      return (brotli ??= files.reduce((sum, file) => sum + brotliSizeOf(join(clientDir, file)), 0));
    },
    gzip: total('.gz'),
    raw: total(''),
  };
}
