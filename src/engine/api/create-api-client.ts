import createClient, { type Client, type Middleware } from 'openapi-fetch';
import type { paths } from './types';

export interface ApiClientOptions {
  /** Origin for non-browser callers (tests); the browser uses relative URLs. */
  origin?: string;
  tenant: string;
  /** Current session key, read on every call so login/logout/impersonation take effect at once. */
  userKey?: () => string | undefined;
  /** Called after every successful call; the session machine refreshes on it (spec 1 §4). */
  onSuccess?: () => void;
  /** Called when a signed-in call answers 401: the server no longer knows the session. */
  onUnauthorized?: () => void;
  fetch?: typeof fetch;
}

export type ApiClient = Client<paths>;

/**
 * The one typed API client (openapi-fetch). Tenant operations sit under /api/<tenant>;
 * operations the document places under /api (settings) use `rootClient`.
 */
export function createApiClient(options: ApiClientOptions): { api: ApiClient; rootClient: ApiClient } {
  const origin = options.origin ?? '';
  const session: Middleware = {
    onRequest({ request }) {
      request.headers.set('Content-Type', 'application/json');
      const key = options.userKey?.();
      if (key) request.headers.set('user-key', key);
      return request;
    },
    onResponse({ request, response }) {
      if (response.ok) options.onSuccess?.();
      else if (response.status === 401 && request.headers.has('user-key')) options.onUnauthorized?.();
      return response;
    },
  };
  const api = createClient<paths>({ baseUrl: `${origin}/api/${encodeURIComponent(options.tenant)}`, fetch: options.fetch });
  api.use(session);
  const rootClient = createClient<paths>({ baseUrl: `${origin}/api`, fetch: options.fetch });
  // Spec 2 §7: every call, tenant-less ones too (clearCaches is admin-only), sends JSON and the key.
  rootClient.use(session);
  return { api, rootClient };
}
