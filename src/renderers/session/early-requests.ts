/**
 * The GETs public/early-requests.js started before the app's modules arrived (issue 25: the
 * signed-in customer's accounts), by path, each with the session key it was sent with.
 */
interface EarlyRequest {
  key: string;
  response: Promise<Response>;
}

declare global {
  interface Window {
    __portalEarlyRequests?: Record<string, EarlyRequest>;
  }
}

/**
 * The API client's fetch: a GET that the page already started, for the same path and with the
 * same session key, takes that answer (once: the next identical GET goes to the server); any
 * other request is fetched. The client's middleware then reads the answer as its own.
 */
export function fetchTakingEarly(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const early = typeof window === 'undefined' ? undefined : window.__portalEarlyRequests;
  // The API client (openapi-fetch) passes a Request.
  if (early && input instanceof Request && input.method === 'GET') {
    const url = new URL(input.url);
    const entry = url.search ? undefined : early[url.pathname];
    if (entry && entry.key === input.headers.get('user-key')) {
      delete early[url.pathname];
      return entry.response;
    }
  }
  return globalThis.fetch(input, init);
}
