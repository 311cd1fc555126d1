/**
 * Tenant API keys: how a secret is made and recognised, and what a request made with one may do.
 * The secret is `fpk_` + 40 base62 characters (≈238 bits) from node:crypto; only its SHA-256 is
 * stored, so a database dump grants nothing. A key is looked up in the request's tenant-scoped
 * transaction: another tenant's key is simply unknown there.
 */
import { randomInt } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { apiKeys, type ApiKeyScope } from '../db/schema';
import { HttpProblem } from '../http/problem';
import { hashKey } from './sessions';
import { fillProblem, problemMessages } from '../../engine/messages/problems';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const SECRET = /^fpk_[0-9A-Za-z]{40}$/;
/** How much of the secret lists show: the scheme and 8 characters. */
const PREFIX_LENGTH = 12;

/** The key a handler of an operation with x-api-key-scope gets when a key (not a session) made the request. */
export interface ApiKeyCaller {
  id: number;
  name: string;
  scopes: ApiKeyScope[];
  /** The Admin who created it: who a key's writes are attributed to in the change log. */
  createdBy: number;
}

export function newApiKeySecret(): { secret: string; hash: string; prefix: string } {
  let body = '';
  // randomInt draws without modulo bias.
  for (let i = 0; i < 40; i++) body += BASE62[randomInt(62)];
  const secret = `fpk_${body}`;
  return { secret, hash: hashKey(secret), prefix: secret.slice(0, PREFIX_LENGTH) };
}

/**
 * What the Authorization header presents: undefined when it is absent or not a Bearer credential
 * (a session goes in user-key), else the key as sent — possibly malformed, which is refused later.
 */
export function bearerOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return undefined;
  const match = /^Bearer[ \t]+(.*)$/i.exec(header.trim());
  return match ? match[1].trim() : undefined;
}

/** SHA-256 of a well-formed secret; undefined for anything else (never worth a database look-up). */
export const apiKeyHashOf = (presented: string): string | undefined => (SECRET.test(presented) ? hashKey(presented) : undefined);

export const apiKeyProblems = {
  notAccepted: () => new HttpProblem(401, 'API_KEY_NOT_ACCEPTED', problemMessages.apiKeyNotAccepted),
  invalid: () => new HttpProblem(401, 'INVALID_API_KEY', problemMessages.apiKeyInvalid),
  missingScope: (scope: string) => new HttpProblem(403, 'API_KEY_SCOPE', fillProblem('apiKeyMissingScope', { scope })),
};

/** A live key of the request's tenant by its hash (RLS scopes the look-up), or null when unknown, revoked or expired. */
export async function findLiveApiKey(db: Db, hash: string, now: Date): Promise<ApiKeyCaller | null> {
  const [row] = await db.select().from(apiKeys).where(eq(apiKeys.keyHash, hash));
  if (!row || row.revokedAt || (row.expiresAt && row.expiresAt <= now)) return null;
  return { id: row.id, name: row.name, scopes: row.scopes, createdBy: row.createdBy };
}

/** The one decision for a request made with a key: refused unless live and holding the operation's scope. */
export function assertKeyAllowed(key: ApiKeyCaller | null, scope: string): ApiKeyCaller {
  if (!key) throw apiKeyProblems.invalid();
  if (!key.scopes.includes(scope as ApiKeyScope)) throw apiKeyProblems.missingScope(scope);
  return key;
}
