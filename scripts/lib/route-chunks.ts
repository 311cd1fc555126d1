import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import type { Plugin } from 'vite';

/**
 * The chunks a route's code is merged into: each names a route's root modules (paths from the
 * repository root), and its chunk holds every module they import statically — less those an
 * earlier group already took.
 */
export interface RouteChunk {
  name: string;
  roots: string[];
}

/**
 * The shell every page loads (index.html's entry) and the login route, each one chunk. Left to
 * itself the bundler cuts the modules the entry shares with the lazy screens into a chunk per
 * sharing pattern — 30 scripts before the login page renders, most under 1 KB, each a request
 * whose headers weigh as much as its body. A module reached from the login screen is in the login
 * chunk even when another screen uses it too (that screen then loads the login chunk, a few KB
 * more for it), never the other way round: nothing another screen alone imports reaches /login.
 *
 * Not the tables: a group takes its modules' imports too, so PrimeReact's pieces the table shares
 * with the forms (dropdown, input number, button…) put the whole table chunk (100 KB br) into every
 * form screen, Pay As Guest and even the ICU formatter. Taking only what no other screen imports
 * left the shared pieces in small chunks again (36 requests on /accounts): no gain.
 */
export const ROUTE_CHUNKS: RouteChunk[] = [
  // all-words.ts: the loaders of the other screens' words (0.3 KB), which every page fetches once
  // it has rendered (engine/messages/catalogue.ts); alone they were a request of their own.
  { name: 'shell', roots: ['src/renderers/main.tsx', 'src/engine/messages/all-words.ts'] },
  { name: 'login', roots: ['src/renderers/screens/session/login/LoginScreen.tsx'] },
];

interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
  getModuleIds(): IterableIterator<string>;
}

/** Every module `roots` import statically, directly or not, the roots included. */
export function staticClosure(graph: ModuleGraph, roots: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const stack = [...roots];
  while (stack.length) {
    const id = stack.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    stack.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

/**
 * A plugin that finds each route chunk's modules once the module graph is complete (buildEnd,
 * before the bundler cuts chunks), and the codeSplitting groups that take them. Vite's
 * `build.rolldownOptions.output.codeSplitting.groups` gets `groups`; the plugin fills the sets
 * they read.
 */
export function routeChunks(chunks: RouteChunk[] = ROUTE_CHUNKS, root = process.cwd()) {
  const members = new Map<string, Set<string>>(chunks.map((chunk) => [chunk.name, new Set()]));
  const plugin: Plugin = {
    name: 'route-chunks',
    // The browser's build: the page renderer's (dist/ssr) is one file with no routes to cut.
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    buildEnd() {
      const taken = new Set<string>();
      for (const chunk of chunks) {
        const roots = chunk.roots.map((path) => resolve(root, path));
        const missing = roots.filter((id) => !this.getModuleInfo(id));
        if (missing.length) this.error(`route chunk ${chunk.name}: no module ${missing.join(', ')} in the build`);
        const set = members.get(chunk.name)!;
        set.clear();
        for (const id of staticClosure(this, roots)) if (!taken.has(id)) set.add(id);
        for (const id of set) taken.add(id);
      }
    },
    // Runs once Vite has written the manifest (writeBundle comes after the files are on disk).
    writeBundle(options, bundle) {
      const path = join(options.dir ?? 'dist/client', '.vite/manifest.json');
      if (!existsSync(path)) return;
      const chunkOf = (id: string) => Object.values(bundle).find((file) => file.type === 'chunk' && file.moduleIds.includes(id))?.fileName;
      const manifest = JSON.parse(readFileSync(path, 'utf8')) as Record<string, ManifestChunk>;
      writeFileSync(path, JSON.stringify(withRouteRoots(manifest, chunks, root, chunkOf), null, 2));
    },
  };
  // Earlier chunks first (the shell before a route), as the sets already exclude what they took.
  const groups = chunks.map((chunk, index) => ({ name: chunk.name, priority: chunks.length - index, test: (id: string) => members.get(chunk.name)!.has(id) }));
  return { plugin, groups };
}

/** A chunk of Vite's build manifest (what route-js.ts and the server's page preloads read). */
interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

/**
 * The manifest with its keys for the route chunks' roots put back. Vite keys a chunk by the module
 * it was made for (index.html for the entry, a screen's path for a lazy screen); a chunk merged
 * from a group has no such module, so the manifest lost `index.html` and the login screen. Each
 * root gets the record of the chunk that holds it, under its own path; the entry's module is
 * written as `index.html`, as Vite writes an entry.
 */
export function withRouteRoots(manifest: Record<string, ManifestChunk>, chunks: RouteChunk[], root: string, chunkOf: (id: string) => string | undefined): Record<string, ManifestChunk> {
  const byFile = new Map(Object.values(manifest).map((chunk) => [chunk.file, chunk]));
  const entryModule = chunks[0]?.roots[0];
  const added: Record<string, ManifestChunk> = {};
  for (const path of chunks.flatMap((chunk) => chunk.roots)) {
    const isEntry = path === entryModule;
    const key = isEntry ? 'index.html' : relative(root, resolve(root, path));
    const file = chunkOf(resolve(root, path));
    const chunk = file && byFile.get(file);
    if (!chunk || manifest[key]) continue;
    added[key] = { ...chunk, src: key, ...(isEntry ? { isEntry: true } : { isDynamicEntry: true }) };
  }
  return { ...manifest, ...added };
}
