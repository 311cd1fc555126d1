import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** One chunk of Vite's build manifest (dist/client/.vite/manifest.json). */
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface RouteJs {
  /** The chunks the route downloads before it can render, entry first. */
  files: string[];
  /** Bytes as the server sends them to a browser that accepts each encoding (the raw file when no twin exists). */
  brotli: number;
  gzip: number;
  raw: number;
}

/** The renderer module of the login screen (src/renderers/registry/screen-renderers.ts). */
export const LOGIN_SCREEN_MODULE = 'src/renderers/screens/session/login/LoginScreen.tsx';

/**
 * The JavaScript a route needs before it renders: index.html's entry and the screen's module
 * (none: the shell every route shares), each with its static imports, walked through the build manifest (Vite's `build.manifest`).
 * Dynamic imports are left out: they load later, on use. Sizes are those of the .br/.gz twins
 * the server prefers (src/server/http/spa.ts, @fastify/static `preCompressed`) or of the file
 * itself when the build wrote no twin (files under 1 KB).
 */
export function routeJs(clientDir: string, screenModule?: string): RouteJs {
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

  const files = keys.map((key) => manifest[key].file);
  const sized = (file: string, twin: string) => {
    const path = join(clientDir, file);
    return statSync(existsSync(path + twin) ? path + twin : path).size;
  };
  const total = (twin: string) => files.reduce((sum, file) => sum + sized(file, twin), 0);
  return { files, brotli: total('.br'), gzip: total('.gz'), raw: total('') };
}
