import { createContext, useContext } from 'react';

/**
 * What the server's render of a page knows of the request in place of the browser's window and
 * navigator (server-render.tsx), and what the render tells the server back (the document title,
 * which the browser sets in an effect). Undefined in the browser.
 */
export interface PageRequest {
  /** The host name the page was asked on: the browser's window.location.hostname. */
  host: string;
  /** The Accept-Language tags: the browser's navigator.languages. */
  languages: readonly string[];
  /** Written by the render: the document title of the screen drawn. */
  title?: string;
}

export const PageRequestContext = createContext<PageRequest | undefined>(undefined);

export const usePageRequest = (): PageRequest | undefined => useContext(PageRequestContext);
