import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { formDocument } from '../../engine/forms/builtin-forms';
import { entitySchemas } from '../../engine/forms/entities';
import { formEntityNames } from '../../engine/forms/entity-references';
import { hostName } from '../../engine/tenancy/resolve-tenant';

/** The tenant a host name reaches (the same rule GET /api/settings?host= answers with). */
export type TenantOfHost = (host: string) => string | undefined;

/** One chunk of Vite's build manifest (dist/client/.vite/manifest.json, a build artifact). */
interface ManifestChunk {
  file: string;
  name?: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/**
 * The entry routes whose screen is known from the path alone, with the screen's module (its key
 * in the manifest) and the form document it draws, if any. The login page is the first page of
 * nearly every visit, the account list the first after it (the built-in layout's /accounts, a
 * list renderer's: issue 25); their chunks and form would otherwise wait for the shell to run and the layout
 * to arrive. A tenant whose layout draws another screen there loads a chunk it does not use.
 */
const ROUTE_SCREENS: Record<string, { module: string; form?: string }> = {
  '/login': { module: 'src/renderers/screens/session/login/LoginScreen.tsx', form: 'form.login' },
  '/accounts': { module: 'src/renderers/table/ListScreen.tsx' },
};

/**
 * The Link header of a page: preloads of what the app asks for before it can draw anything, so
 * the browser fetches it beside the HTML instead of one step after another.
 * - The two public calls the app makes first (a round trip each, after the scripts ran): the
 *   tenant's settings (GET /api/settings?host=, asked with this very host name unless a tenant is
 *   stored in the browser) and its layout.
 * - The tenant's theme.css, which the shell links as soon as it runs.
 * - On a route of ROUTE_SCREENS, the screen's chunks (modulepreload, from the build manifest), their
 *   stylesheets, its form document and the chunks of the entity schemas the form is built from
 *   (renderers schema-form/form-entities.ts): the chain is then HTML → its chunks, not HTML → shell →
 *   layout → screen → form → its entities.
 */
export function pagePreloads(host: string, path: string, tenantOf: TenantOfHost, clientDir?: string): string {
  const name = hostName(host);
  const tenant = tenantOf(name);
  const route = ROUTE_SCREENS[path.split('?')[0].replace(/\/+$/, '') || '/'];
  const fetches = [`/api/settings?host=${encodeURIComponent(name)}`, ...(tenant ? [`/api/${encodeURIComponent(tenant)}/layout`] : [])];
  if (route?.form && tenant) fetches.push(`/api/${encodeURIComponent(tenant)}/config/documents/${route.form}`);
  const { modules, css } = route && clientDir ? routeChunks(clientDir, route.module, route.form) : { modules: [], css: [] };
  // The tenant's colours: the shell links its theme.css once it has run; fetched beside the HTML instead.
  const styles = [...(tenant ? [`/tenant-files/${encodeURIComponent(tenant)}/theme.css`] : []), ...css.map((file) => `/${file}`)];
  return [
    ...fetches.map((url) => `<${url}>; rel=preload; as=fetch; crossorigin=anonymous`),
    ...styles.map((url) => `<${url}>; rel=preload; as=style`),
    ...modules.map((file) => `</${file}>; rel=modulepreload`),
  ].join(', ');
}

/**
 * The chunks of a screen module and their static imports, and the stylesheets the build loads
 * with them (before it runs the screen), less those of index.html's entry (the page's own script
 * and link tags name them). None when the build has no manifest or no such module.
 */
function routeChunks(clientDir: string, module: string, form?: string): { modules: string[]; css: string[] } {
  const manifest = manifestOf(clientDir);
  if (!manifest?.[module]) return { modules: [], css: [] };
  const walk = (key: string, seen: Set<string>): Set<string> => {
    if (seen.has(key) || !manifest[key]) return seen;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) walk(imported, seen);
    return seen;
  };
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  const shellKeys = [...(entry ? walk(entry, new Set()) : [])];
  const shell = new Set(shellKeys.flatMap((key) => [manifest[key].file, ...(manifest[key].css ?? [])]));
  // Each entity schema a form is built from is a chunk of its own, named for its file (login-request.schema).
  const entities = new Set(form ? formEntityNames(formDocument(form.replace(/^form\./, '')), entitySchemas).map((name) => `${name}.schema`) : []);
  const entityKeys = Object.keys(manifest).filter((key) => entities.has(manifest[key].name ?? ''));
  const keys = [...entityKeys.reduce((seen, key) => walk(key, seen), walk(module, new Set()))];
  const outside = (files: string[]) => [...new Set(files)].filter((file) => !shell.has(file));
  return { modules: outside(keys.map((key) => manifest[key].file)), css: outside(keys.flatMap((key) => manifest[key].css ?? [])) };
}

/** The manifest as last read, by modification time: a rebuild is served without a restart. */
let cached: { path: string; mtimeMs: number; manifest: Manifest | undefined } | undefined;
function manifestOf(clientDir: string): Manifest | undefined {
  const path = join(clientDir, '.vite/manifest.json');
  let mtimeMs: number;
  try {
    mtimeMs = statSync(path).mtimeMs;
  } catch {
    return undefined;
  }
  if (cached?.path !== path || cached.mtimeMs !== mtimeMs) {
    let manifest: Manifest | undefined;
    try {
      manifest = JSON.parse(readFileSync(path, 'utf8')) as Manifest;
    } catch {
      manifest = undefined;
    }
    cached = { path, mtimeMs, manifest };
  }
  return cached.manifest;
}
