import type { BootAnswers } from '../api/boot-answers';

/**
 * What the server asks of the built page renderer (dist/ssr, src/renderers/server-render.tsx):
 * the server loads it at run time by path, never by import (src/server may not import
 * renderers), and types it by this interface.
 */
export interface PageRenderInput {
  /** The page's path and query (`/login`). */
  url: string;
  /** The host name the page was asked on (no port): the tenant it reaches, as in the browser. */
  host: string;
  /** The boot GETs' answers the render reads instead of fetching (bootRequests), written into the page too. */
  answers: BootAnswers;
  /** The languages the visitor's browser asks for, most wanted first (Accept-Language). */
  languages: readonly string[];
}

/** A drawn page: #root's HTML, the document's title and language. */
export interface RenderedPage {
  html: string;
  title: string;
  lang: string;
}

/** Undefined when the route is not one the server draws (or the render needed more than it was given). */
export type RenderPage = (input: PageRenderInput) => Promise<RenderedPage | undefined>;

/** The built module's shape. */
export interface PageRendererModule {
  renderPage: RenderPage;
}

/** The built module's file, under the SSR build's folder (dist/ssr). */
export const PAGE_RENDERER_FILE = 'server-render.js';
