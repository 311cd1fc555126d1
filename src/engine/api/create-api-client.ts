import { activeLanguage } from '../i18n/active-language';
import createClient, { type Middleware } from 'openapi-fetch';
import { operationIndex } from '../../../openapi/generated/operation-index';
import { dataOrThrow, fileOrThrow, type ServerFile } from './call-error';
import { namedInput } from './named-input';
import { bootAnswerKey, bootAnswerMissed, takeBootAnswer } from './boot-answers';
import { operationUrl } from './operation-url';
import type { CallOptions, CallProblem, CallResult, InputArgs, OperationData, OperationId } from './operation-types';

export interface ApiClientOptions {
  /** Origin for non-browser callers (tests); the browser uses relative URLs. */
  origin?: string;
  tenant: string;
  /** Current session key, read on every call so login/logout/impersonation take effect at once. */
  userKey?: () => string | undefined;
  /** Called after every successful call; the session machine refreshes on it (spec 1 §4). */
  onSuccess?: () => void;
  /** Called when a call made with the session's own key answers 401: the server no longer knows the session. */
  onUnauthorized?: () => void;
  fetch?: typeof fetch;
}

/**
 * The one operation layer: any operation of the OpenAPI document, called by its operationId.
 * `call` is typed from the generated `operations` (path, query, header, body and answer);
 * `callNamed` calls an operation a layout names, with its parameters picked by name from
 * `values` (route parameters, the table's page and sort, filters…), so an operation added to
 * the document is callable from a layout with no client code.
 */
export interface ApiClient {
  /** The answer as it came: data, or the problem and the response. */
  call<Id extends OperationId>(id: Id, ...args: InputArgs<Id>): Promise<CallResult<OperationData<Id>>>;
  /** The answer's data, or a CallError worded as the spec words that operation's failures. */
  data<Id extends OperationId>(id: Id, ...args: InputArgs<Id>): Promise<OperationData<Id>>;
  /** An operation a layout names, its parameters picked by name from `values`. */
  callNamed(name: string, values: NamedValues, body?: unknown): Promise<CallResult<unknown>>;
  dataNamed(name: string, values: NamedValues, body?: unknown): Promise<unknown>;
  /** A file answer of an operation a layout names (an export, a document). */
  fileNamed(name: string, values: NamedValues, fallbackName: string): Promise<ServerFile>;
}

export type NamedValues = Readonly<Record<string, unknown>>;

/**
 * Builds the client over openapi-fetch: tenant operations sit under /api/<tenant>, tenant-less
 * ones (settings) under /api. Middleware sends JSON and the session key on every call (spec 2
 * §7) unless the call brings its own key (an emailed link's).
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const origin = options.origin ?? '';
  // Requests that carried the session's own key: a 401 on a link's key says nothing about the session.
  const withSessionKey = new WeakSet<Request>();
  const session: Middleware = {
    onRequest({ request }) {
      // An upload (FormData) keeps the multipart type and boundary the Request gave it.
      if (!request.headers.get('Content-Type')?.startsWith('multipart/form-data')) request.headers.set('Content-Type', 'application/json');
      // The reader's language (the header's pick, the profile's): what the server words its answers in, and what a new login keeps.
      request.headers.set('Accept-Language', activeLanguage());
      const key = options.userKey?.();
      if (key && !request.headers.has('user-key')) {
        request.headers.set('user-key', key);
        withSessionKey.add(request);
      }
      return request;
    },
    onResponse({ request, response }) {
      if (response.ok) options.onSuccess?.();
      else if (response.status === 401 && withSessionKey.has(request)) options.onUnauthorized?.();
      return response;
    },
  };
  const tenantClient = createClient<IndexedPaths>({ baseUrl: `${origin}/api/${encodeURIComponent(options.tenant)}`, fetch: options.fetch });
  const rootClient = createClient<IndexedPaths>({ baseUrl: `${origin}/api`, fetch: options.fetch });
  tenantClient.use(session);
  // Spec 2 §7: every call, tenant-less ones too (clearCaches is admin-only), sends JSON and the key.
  rootClient.use(session);

  function send(id: OperationId, input: RawInput, callOptions: CallOptions = {}): Promise<CallResult<unknown>> {
    const entry = operationIndex[id];
    if (entry.method === 'get' && entry.answer !== 'file') {
      // A GET the server answered while it drew the page: its answer, once, without a round trip.
      const key = bootAnswerKey(operationUrl(id, options.tenant, (input.path ?? {}) as Record<string, string | number>), input.query);
      const answer = takeBootAnswer(key);
      if (answer) return Promise.resolve({ data: answer.data, response: new Response(JSON.stringify(answer.data), { status: 200, headers: { 'content-type': 'application/json' } }) });
      if (bootAnswerMissed(key)) return Promise.resolve({ error: { status: 503, detail: `${key} was not answered with the page` }, response: new Response(null, { status: 503 }) });
    }
    const client = entry.tenant ? tenantClient : rootClient;
    const header = { ...input.header, ...(callOptions.userKey ? { 'user-key': callOptions.userKey } : {}) };
    // One place knows a call's method and path; the generated types checked the input already.
    return client.request(entry.method, entry.path, {
      params: { path: input.path, query: input.query, header },
      body: input.body,
      parseAs: entry.answer === 'file' ? 'blob' : 'json',
    });
  }

  const call = (id: OperationId, input?: unknown, callOptions?: CallOptions) => send(id, (input ?? {}) as RawInput, callOptions);
  // Async, so an unknown name or a missing parameter rejects like any failed call.
  const callNamed = async (name: string, values: NamedValues, body?: unknown) => {
    const { id, input } = namedInput(name, values, body);
    return send(id, input);
  };
  return {
    call: (id, ...[input, callOptions]) => call(id, input, callOptions) as never,
    data: async (id, ...[input, callOptions]) => dataOrThrow(id, await call(id, input, callOptions)) as never,
    callNamed,
    dataNamed: async (name, values, body) => dataOrThrow(name, await callNamed(name, values, body)),
    fileNamed: async (name, values, fallbackName) => fileOrThrow(name, await callNamed(name, values), fallbackName),
  };
}

/**
 * Any operation as the operation index reaches it, by a method and a path it names: the clients
 * below send what `call`'s generated types (operations) or `callNamed`'s lookup already checked,
 * and answer a problem or the success's JSON (or file).
 */
interface IndexedOperation {
  parameters: { query?: Record<string, unknown>; header?: Record<string, unknown>; path?: Record<string, unknown> };
  requestBody?: { content: { 'application/json': unknown } };
  responses: { 200: { content: { 'application/json': unknown } }; default: { content: { 'application/json': CallProblem } } };
}
type IndexedPaths = Record<string, Record<(typeof operationIndex)[OperationId]['method'], IndexedOperation>>;

/** An operation's input as the wire sees it. */
export interface RawInput {
  path?: Record<string, unknown>;
  query?: Record<string, unknown>;
  header?: Record<string, unknown>;
  body?: unknown;
}
