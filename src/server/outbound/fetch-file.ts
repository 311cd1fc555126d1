import { exchange } from './exchange';
import { urlRefusal, type UrlRefusal } from './url-rule';

export interface FetchFileOptions {
  production: boolean;
  timeoutMs: number;
  maxBytes: number;
  /** Content types accepted (lower case, without parameters); anything else is refused unread. */
  contentTypes: readonly string[];
}

export type FetchedFile = { ok: true; bytes: Buffer } | { ok: false; reason: string };

const FILE_URL_WORDS: Record<UrlRefusal, string> = {
  malformed: 'is not an absolute URL (https://…)',
  scheme: 'must be an https URL',
  credentials: 'may not hold a user name or password',
  https: 'must be an https URL',
  internal: 'may not point to a loopback, private or link-local address',
  httpElsewhere: 'must be an https URL (http only to this machine outside production)',
  private: 'may not point to a private or link-local address',
};

/** Why the portal may not fetch a file from this URL (the outbound rule, url-rule.ts), or null. */
export function fileUrlProblem(raw: string, production: boolean): string | null {
  const checked = urlRefusal(raw, production);
  return 'refusal' in checked ? FILE_URL_WORDS[checked.refusal] : null;
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
  const tooLarge = `is larger than ${Math.floor(options.maxBytes / 1024 / 1024)} MB`;
  const headers = { accept: options.contentTypes.join(', '), 'user-agent': 'fuel-portal-documents/1' };
  return exchange<FetchedFile>(new URL(raw), { method: 'GET', headers, production: options.production, timeoutMs: options.timeoutMs }, {
    response(response, finish) {
      const status = response.statusCode ?? 0;
      if (status < 200 || status > 299) return finish({ ok: false, reason: `answered HTTP ${status}${status >= 300 && status < 400 ? ' (redirects are not followed: name the file itself)' : ''}` });
      const type = (response.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
      if (!options.contentTypes.includes(type)) return finish({ ok: false, reason: `answered content type "${type.slice(0, 100)}", not ${options.contentTypes.join(' or ')}` });
      if (Number(response.headers['content-length'] ?? 0) > options.maxBytes) return finish({ ok: false, reason: tooLarge });
      const chunks: Buffer[] = [];
      let size = 0;
      response.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > options.maxBytes) return finish({ ok: false, reason: tooLarge });
        chunks.push(chunk);
      });
      response.on('end', () => finish({ ok: true, bytes: Buffer.concat(chunks) }));
      response.on('error', (error) => finish({ ok: false, reason: `could not be read: ${error.message}` }));
    },
    timeout: () => ({ ok: false, reason: `did not answer within ${options.timeoutMs / 1000} s` }),
    error: (error) => ({ ok: false, reason: `could not be reached: ${error.message || error.code || 'connection failed'}` }),
  });
}
