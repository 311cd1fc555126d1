import type { FastifyRequest } from 'fastify';
import { hashKey } from '../auth/sessions';
import { bearerOf } from '../auth/api-keys';
import { HttpProblem } from '../http/problem';
import type { RateLimiter, RateLimitPolicy } from './rate-limiter';

function keyValue(policy: RateLimitPolicy, request: FastifyRequest): string | undefined {
  if (policy.key === 'ip') return request.ip;
  if (policy.key === 'api-key') {
    // A tenant API key (Authorization: Bearer), counted by its hash whether or not it is valid: guessing keys is throttled too.
    const key = bearerOf(request);
    return key ? hashKey(key) : undefined;
  }
  if (policy.key === 'session') {
    const key = request.headers['user-key'];
    return typeof key === 'string' && key ? hashKey(key) : undefined;
  }
  // The address and a field together: a stranger naming someone's account uses up only their own address's tries on it.
  if (policy.key.startsWith('ip+')) {
    const value = bodyValue(policy.key.slice(3), request);
    return value === undefined ? undefined : hashKey(`${request.ip}|${value}`);
  }
  return bodyValue(policy.key, request);
}

/** `body.<field>`'s value, trimmed and compared case-insensitively; undefined when absent or not a string. */
function bodyValue(key: string, request: FastifyRequest): string | undefined {
  const field = key.startsWith('body.') ? key.slice(5) : undefined;
  const value = field ? (request.body as Record<string, unknown> | undefined)?.[field] : undefined;
  if (typeof value !== 'string' || !value.trim()) return undefined;
  const normalised = value.trim().toLowerCase();
  // The schema bounds what reaches here; a hash keeps even a long value a short row key.
  return normalised.length > 64 ? hashKey(normalised) : normalised;
}

/** A hit to give back if the request succeeds (a failures-only policy). */
export interface Forgivable {
  key: string;
  windowMs: number;
}

/**
 * Applies an operation's x-rate-limit policies before it runs; 429 with Retry-After when one is
 * exceeded. Answers the hits of failures-only policies, to give back once the request succeeded.
 */
export async function enforceRateLimits(
  limiter: RateLimiter,
  tenantId: string,
  operationId: string,
  policies: RateLimitPolicy[],
  request: FastifyRequest,
  now: Date,
): Promise<Forgivable[]> {
  const forgivable: Forgivable[] = [];
  for (const policy of policies) {
    const value = keyValue(policy, request);
    if (value === undefined) continue;
    const key = `${policy.bucket ?? operationId}:${policy.key}:${value}`;
    const { allowed, retryAfterSeconds } = await limiter.hit(tenantId, key, policy.limit, policy.window * 1000, now);
    if (!allowed) {
      const minutes = Math.ceil(retryAfterSeconds / 60);
      const problem = new HttpProblem(429, 'TOO_MANY_ATTEMPTS', `Too many attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`);
      throw Object.assign(problem, { retryAfterSeconds });
    }
    if (policy.failures) forgivable.push({ key, windowMs: policy.window * 1000 });
  }
  return forgivable;
}
