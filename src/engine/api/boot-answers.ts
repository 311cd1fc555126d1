/**
 * The answers a server-rendered page came with (issue 25 item 1): the GETs the portal makes at
 * boot (settings, layout, the screen's form…), answered by the server while it drew the page and
 * written into it as `<script type="application/json" id="boot-answers">`. The operation layer
 * answers a GET from them instead of fetching, and the providers take their first state from
 * them synchronously, so the browser's first render is the server's HTML and hydrates as it is.
 * Each answer is used once: a later call of the same operation (a reload, a retry) asks the server.
 */

/** JSON bodies of 200 answers, by `bootAnswerKey` of the GET that answered them. */
export type BootAnswers = Readonly<Record<string, unknown>>;

/** The id of the page's JSON script element that holds them. */
export const BOOT_ANSWERS_ID = 'boot-answers';

/**
 * The key of a GET: its path (tenant prefix and path parameters filled, as operationUrl makes it)
 * and its given query parameters in the order given. The server keys what it answered, and the
 * browser what it asks, by this one function, so a key matches exactly or not at all.
 */
export function bootAnswerKey(path: string, query?: Readonly<Record<string, unknown>>): string {
  const given = Object.entries(query ?? {}).filter(([, value]) => value !== undefined && value !== null);
  if (!given.length) return path;
  return `${path}?${new URLSearchParams(given.map(([name, value]) => [name, String(value)])).toString()}`;
}

/** The boot GETs every page makes first, keyed as above: the settings of a host, a tenant's layout. */
export const settingsRequest = (host: string): string => bootAnswerKey('/api/settings', { host });
export const layoutRequest = (tenant: string): string => `/api/${encodeURIComponent(tenant)}/layout`;

let answers: Map<string, unknown> | undefined;
/** The server's render: told of every GET its answers lack (it then does not serve the page it drew). */
let onMiss: ((key: string) => void) | undefined;

/** The page's answers, read from its element once (none outside a browser, or on a page without them). */
function pageAnswers(): Map<string, unknown> {
  if (answers) return answers;
  answers = new Map();
  const element = typeof document === 'undefined' ? null : document.getElementById(BOOT_ANSWERS_ID);
  if (element?.textContent) {
    try {
      const parsed: unknown = JSON.parse(element.textContent);
      if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) answers = new Map(Object.entries(parsed));
    } catch {
      // An unreadable element is no answers: every call fetches, as on a page the server did not draw.
    }
  }
  return answers;
}

/**
 * Answers from now on come from these (the server's render of a page), and a GET they lack is
 * told to `missed` instead of being fetched; undefined: read the page's again.
 */
export function provideBootAnswers(given: BootAnswers | undefined, missed?: (key: string) => void): void {
  answers = given ? new Map(Object.entries(given)) : undefined;
  onMiss = given ? missed : undefined;
}

/** Whether a GET the answers lack must not be fetched (the server's render), told to whoever provided them. */
export function bootAnswerMissed(key: string): boolean {
  onMiss?.(key);
  return onMiss !== undefined;
}

/** The answer to this GET, taken: the next identical GET is not answered from the page. */
export function takeBootAnswer(key: string): { data: unknown } | undefined {
  const store = pageAnswers();
  if (!store.has(key)) return undefined;
  const data = store.get(key);
  store.delete(key);
  return { data };
}

/** The answer to this GET, left in place (to decide something before the app starts). */
export function peekBootAnswer(key: string): { data: unknown } | undefined {
  const store = pageAnswers();
  return store.has(key) ? { data: store.get(key) } : undefined;
}
