import http from 'node:http';
import https from 'node:https';
import { ipLiteralOf, isInternalAddress, isLocalHost, isRefusedAddress } from './address-policy';
import { guardedLookup } from './guarded-lookup';

export interface FetchFileOptions {
  production: boolean;
  timeoutMs: number;
  maxBytes: number;
  /** Content types accepted (lower case, without parameters); anything else is refused unread. */
  contentTypes: readonly string[];
}

export type FetchedFile = { ok: true; bytes: Buffer } | { ok: false; reason: string };

/**
 * Why the portal may not fetch a file from this URL, or null. The webhooks' rules (webhooks/
 * endpoint-url.ts) for an address a supplier names: production — https only, never a loopback,
 * private or link-local address (names are checked again when resolved: guardedLookup); elsewhere
 * also http to this machine, so a developer can serve files locally. No credentials in the URL.
 */
export function fileUrlProblem(raw: string, production: boolean): string | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'is not an absolute URL (https://…)';
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'must be an https URL';
  if (url.username || url.password) return 'may not hold a user name or password';
  const host = url.hostname.toLowerCase();
  const literal = ipLiteralOf(host);
  const local = isLocalHost(host);
  if (production) {
    if (url.protocol !== 'https:') return 'must be an https URL';
    if (local || (literal !== null && isInternalAddress(literal))) return 'may not point to a loopback, private or link-local address';
    return null;
  }
  if (url.protocol === 'http:' && !local) return 'must be an https URL (http only to this machine outside production)';
  if (literal !== null && isRefusedAddress(literal, false)) return 'may not point to a private or link-local address';
  return null;
}

/**
 * GETs one file a supplier named, within limits: no redirect is followed (a 3xx is a failure: the
 * URL must name the file), the whole exchange has `timeoutMs`, a declared or actual length past
 * `maxBytes` stops the download, and a content type outside `contentTypes` is refused before the
 * body is read. Never throws: every failure is a reason a person can act on.
 */
export function fetchFile(raw: string, options: FetchFileOptions): Promise<FetchedFile> {
  const refused = fileUrlProblem(raw, options.production);
  if (refused) return Promise.resolve({ ok: false, reason: refused });
  const target = new URL(raw);
  const client = target.protocol === 'https:' ? https : http;
  return new Promise((resolve) => {
    let settled = false;
    const finish = (outcome: FetchedFile) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      request.destroy();
      resolve(outcome);
    };
    const tooLarge = () => finish({ ok: false, reason: `is larger than ${Math.floor(options.maxBytes / 1024 / 1024)} MB` });
    const request = client.get(target, { headers: { accept: options.contentTypes.join(', '), 'user-agent': 'fuel-portal-documents/1' }, lookup: guardedLookup(options.production), agent: false }, (response) => {
      const status = response.statusCode ?? 0;
      if (status < 200 || status > 299) return finish({ ok: false, reason: `answered HTTP ${status}${status >= 300 && status < 400 ? ' (redirects are not followed: name the file itself)' : ''}` });
      const type = (response.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
      if (!options.contentTypes.includes(type)) return finish({ ok: false, reason: `answered content type "${type.slice(0, 100)}", not ${options.contentTypes.join(' or ')}` });
      if (Number(response.headers['content-length'] ?? 0) > options.maxBytes) return tooLarge();
      const chunks: Buffer[] = [];
      let size = 0;
      response.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > options.maxBytes) return tooLarge();
        chunks.push(chunk);
      });
      response.on('end', () => finish({ ok: true, bytes: Buffer.concat(chunks) }));
      response.on('error', (error) => finish({ ok: false, reason: `could not be read: ${error.message}` }));
    });
    const timer = setTimeout(() => finish({ ok: false, reason: `did not answer within ${options.timeoutMs / 1000} s` }), options.timeoutMs);
    request.on('error', (error: NodeJS.ErrnoException) => finish({ ok: false, reason: `could not be reached: ${error.message || error.code || 'connection failed'}` }));
  });
}
