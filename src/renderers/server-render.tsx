import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { provideBootAnswers } from '../engine/api/boot-answers';
import { SOURCE_LANGUAGE } from '../engine/i18n/languages';
import type { PageRenderInput, RenderedPage } from '../engine/page-render/page-renderer';
import { Portal } from './app/App';
import { PageRequestContext, type PageRequest } from './app/page-request';
import { clearCompiledValidators } from './schema-form/compiled-validators';
import { clearFormDocuments } from './schema-form/form-documents';

/**
 * The server's render of a visitor's public entry page (issue 25 item 1), built apart into
 * dist/ssr and loaded by the server by path (src/server/http/page-render.ts): the same portal,
 * providers and screens the browser runs, at the page's URL, reading the boot GETs' answers the
 * server made (and writes into the page, for the browser's first render to be this one). Lazy
 * screens and forms are awaited (prerender waits for every Suspense boundary).
 *
 * Renders run one at a time: the modules keep what the portal loaded (answers, form documents,
 * the spoken language) in module state, as the browser's single page does.
 */
let queue: Promise<unknown> = Promise.resolve();

export function renderPage(input: PageRenderInput): Promise<RenderedPage | undefined> {
  const rendered = queue.then(() => render(input));
  queue = rendered.catch(() => undefined);
  return rendered;
}

async function render({ url, host, answers, languages }: PageRenderInput): Promise<RenderedPage | undefined> {
  const missed: string[] = [];
  provideBootAnswers(answers, (key) => missed.push(key));
  // What an earlier page loaded is not this one's (a form published since, another tenant's).
  clearFormDocuments();
  clearCompiledValidators();
  const request: PageRequest = { host, languages };
  try {
    const { prelude } = await prerenderToNodeStream(
      <StrictMode>
        <PageRequestContext.Provider value={request}>
          <StaticRouter location={url}>
            <Portal />
          </StaticRouter>
        </PageRequestContext.Provider>
      </StrictMode>,
      // Never outlined: React moves a Suspense boundary larger than this (12.8 KB by default: New
      // Customer's address with its ~250 countries) out of place, to be put back by an inline
      // script, which the CSP refuses — the boundary was then drawn again by the browser (#419).
      { progressiveChunkSize: Number.POSITIVE_INFINITY },
    );
    let html = '';
    for await (const chunk of prelude) html += String(chunk);
    // A GET the page did not come with: the browser would fetch it, and draw differently from this.
    if (missed.length) throw new Error(`The page ${url} needs answers it was not given: ${missed.join(', ')}`);
    return { html, title: request.title ?? '', lang: SOURCE_LANGUAGE };
  } finally {
    provideBootAnswers(undefined);
  }
}
