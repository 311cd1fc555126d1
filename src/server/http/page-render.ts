import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { BootAnswers } from '../../engine/api/boot-answers';
import { acceptLanguageTags } from '../../engine/i18n/languages';
import { drawnLanguage, firstForms, formRequest, layoutRequest, settingsRequest, visitorScreen } from '../../engine/page-render/boot-requests';
import { PAGE_RENDERER_FILE, type PageRendererModule } from '../../engine/page-render/page-renderer';
import { hostName } from '../../engine/tenancy/resolve-tenant';
import { dropTenantKeys, registerCache } from '../caches';
import { assemblePage } from './page-assembly';

/** Drawn pages kept, across tenants: enough for every public route of many tenants. */
const MAX_PAGES = 500;

/** The full HTML of a page the server draws, or undefined: serve index.html as before. */
export type DrawPage = ((request: FastifyRequest) => Promise<string | undefined>) & {
  /** Settles once the built renderer is loaded (or known missing or broken): pages are index.html until then. */
  ready(): Promise<unknown>;
};

/** The SSR build's folder beside the client's (dist/client → dist/ssr). */
export const ssrDirOf = (clientDir: string): string => resolve(clientDir, '..', 'ssr');

/**
 * The public entry pages (login, forgot password, register, pay as guest, new customer) drawn
 * by the server with the screen already in them (issue 25 item 1), by the built page renderer
 * (dist/ssr: the browser's own renderers; loaded by path, src/server never imports renderers).
 * What the render reads are the answers of the GETs the browser makes at boot, asked of this
 * server's own operations (`app.inject`: the same answers, validation and caches), and written
 * into the page for the browser's first render. A drawn page is kept per tenant, route, language
 * and those answers, so a published layout or form, or a Clear Caches, shows on the next page.
 * Anything missing or failing (no build, a signed-in route, a render that throws) is undefined:
 * the page is then today's index.html, never an error.
 */
export function pageDrawer(app: FastifyInstance, clientDir: string, ssrDir = ssrDirOf(clientDir)): DrawPage {
  const pages = new Map<string, string>();
  registerCache('server-drawn pages', (tenantId) => dropTenantKeys(pages, tenantId));
  const renderer = builtRenderer(app, join(ssrDir, PAGE_RENDERER_FILE));
  // Loading starts now (a second or more for the bundle); until it is done pages are index.html.
  void renderer.load();

  const answer = async (url: string): Promise<{ body: string; data: unknown } | undefined> => {
    // The browser's boot calls speak English until the visitor's words have loaded (LanguageProvider).
    const response = await app.inject({ method: 'GET', url, headers: { 'accept-language': 'en' } });
    return response.statusCode === 200 ? { body: response.body, data: response.json() } : undefined;
  };
  // The route's screen, read once per layout a tenant serves (every page request asks, signed-in ones too).
  const screens = new Map<string, { layout: string; byPath: Map<string, ReturnType<typeof visitorScreen>> }>();
  registerCache('server-drawn pages: screens by route', (tenantId) => Number(screens.delete(tenantId)));
  const screenAt = (tenant: string, layout: { body: string; data: unknown }, path: string, settings: Record<string, unknown>) => {
    let known = screens.get(tenant);
    if (known?.layout !== layout.body) screens.set(tenant, (known = { layout: layout.body, byPath: new Map() }));
    // Settings decide too (a screen behind a switched-off setting): kept only while they are the ones read with it.
    const key = `${path}\n${JSON.stringify(settings)}`;
    if (!known.byPath.has(key)) {
      if (known.byPath.size >= MAX_PAGES) known.byPath.clear();
      known.byPath.set(key, visitorScreen(layout.data, tenant, path, settings));
    }
    return known.byPath.get(key);
  };

  const draw = async (request: FastifyRequest) => {
    const module = renderer.now();
    if (!module) return undefined;
    const host = hostName(request.host);
    const path = request.url.split('?')[0];
    const answers: Record<string, unknown> = {};
    const hash = createHash('sha256');
    const ask = async (key: string) => {
      const answered = await answer(key);
      answers[key] = answered?.data;
      hash.update(`${key}\n${answered?.body}\n`);
      return answered;
    };
    const settings = (await ask(settingsRequest(host)))?.data as { tenant?: string; locale?: string; logo?: string } | undefined;
    const tenant = settings?.tenant;
    if (!settings || !tenant) return undefined; // an unknown host: the browser says so, as before
    const lang = drawnLanguage(acceptLanguageTags(request.headers['accept-language']), settings.locale);
    if (!lang) return undefined;
    const layout = await ask(layoutRequest(tenant));
    const screen = layout === undefined ? undefined : screenAt(tenant, layout, path, settings);
    if (!screen) return undefined;
    for (const form of firstForms(screen)) if ((await ask(formRequest(tenant, form))) === undefined) return undefined;

    const key = `${tenant}:${request.url}:${lang}:${hash.digest('base64url')}`;
    const template = readTemplate(clientDir);
    const kept = pages.get(key);
    if (kept && kept.startsWith(template.version)) return kept.slice(template.version.length);
    try {
      const drawn = await module.renderPage({ url: request.url, host, answers: answers as BootAnswers, languages: acceptLanguageTags(request.headers['accept-language']) });
      if (!drawn) return undefined;
      const page = assemblePage(template.html, { ...drawn, answers, themeHref: `/tenant-files/${encodeURIComponent(tenant)}/theme.css`, iconHref: settings.logo });
      if (!page) return undefined;
      if (pages.size >= MAX_PAGES) pages.delete(pages.keys().next().value!);
      pages.set(key, template.version + page);
      return page;
    } catch (error) {
      request.log.warn({ err: error, url: request.url }, 'the server could not draw the page; serving index.html');
      return undefined;
    }
  };
  return Object.assign(draw, { ready: renderer.load });
}

/** The built index.html, read again when a rebuild changed it (the server serves a rebuild without a restart). */
let template: { mtimeMs: number; file: string; html: string; version: string } | undefined;
function readTemplate(clientDir: string): { html: string; version: string } {
  const file = join(clientDir, 'index.html');
  const { mtimeMs } = statSync(file);
  if (template?.file !== file || template.mtimeMs !== mtimeMs) template = { file, mtimeMs, html: readFileSync(file, 'utf8'), version: `${mtimeMs}\n` };
  return template;
}

/**
 * The built page renderer, imported again after a rebuild: `load` starts (or joins) the import and
 * settles with the module, undefined (and a warning, once) when there is none; `now` is the module
 * if it has loaded, else undefined — a page is never held for the import (seconds for the bundle
 * on a loaded machine; an onReady hook waiting for it hit Fastify's 10 s plugin timeout).
 */
function builtRenderer(app: FastifyInstance, file: string) {
  let loaded: { mtimeMs: number; module: Promise<PageRendererModule | undefined>; value?: PageRendererModule } | undefined;
  let warned = false;
  const load = (): Promise<PageRendererModule | undefined> => {
    if (!existsSync(file)) {
      if (!warned) app.log.warn({ file }, 'no page renderer built (dist/ssr): pages are served as index.html');
      warned = true;
      return Promise.resolve(undefined);
    }
    const { mtimeMs } = statSync(file);
    if (loaded?.mtimeMs !== mtimeMs) {
      const entry: NonNullable<typeof loaded> = { mtimeMs, module: Promise.resolve(undefined) };
      entry.module = (import(`${pathToFileURL(file).href}?v=${mtimeMs}`) as Promise<PageRendererModule>).then(
        (module) => (entry.value = module),
        (error: unknown) => {
          app.log.warn({ err: error, file }, 'the page renderer could not be loaded: pages are served as index.html');
          return undefined;
        },
      );
      loaded = entry;
    }
    return loaded.module;
  };
  const now = (): PageRendererModule | undefined => {
    void load();
    return loaded?.value;
  };
  return { load, now };
}
