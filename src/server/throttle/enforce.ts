import type { FastifyRequest } from 'fastify';
import { hashKey } from '../auth/sessions';
import { bearerOf } from '../auth/api-keys';
import { tooManyAttemptsText } from '../../engine/messages/throttle';
import { HttpProblem } from '../http/problem';
import { backoffSeconds, type RateLimiter, type RateLimitPolicy } from './rate-limiter';

function tooManyAttempts(retryAfterSeconds: number): HttpProblem {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  const problem = new HttpProblem(429, 'TOO_MANY_ATTEMPTS', tooManyAttemptsText(minutes));
  return Object.assign(problem, { retryAfterSeconds });
}

function keyValue(policy: RateLimitPolicy, request: FastifyRequest): string | undefined {
  const parts = policy.key.split('+').map((part) => partValue(part, request));
  if (parts.some((part) => part === undefined)) return undefined;
  return parts.join('|');
}

function partValue(part: string, request: FastifyRequest): string | undefined {
  if (part === 'ip') return request.ip;
  if (part === 'api-key') {
    // A tenant API key (Authorization: Bearer), counted by its hash whether or not it is valid: guessing keys is throttled too.
    const key = bearerOf(request);
    return key ? hashKey(key) : undefined;
  }
  if (part === 'session') {
    const key = request.headers['user-key'];
    return typeof key === 'string' && key ? hashKey(key) : undefined;
  }
  // A field of the body (`body.email`) or a path parameter (`params.id`: a staff action naming its user in the path).
  const [from, field] = part.startsWith('body.') ? [request.body, part.slice(5)] : part.startsWith('params.') ? [request.params, part.slice(7)] : [undefined, undefined];
  const value = field ? (from as Record<string, unknown> | undefined)?.[field] : undefined;
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
    const windowMs = policy.window * 1000;
    const { allowed, retryAfterSeconds, hits } = await limiter.hit(tenantId, key, policy.limit, windowMs, now);
    if (!allowed && policy.backoff && policy.failures) {
      const gate = await limiter.gate(tenantId, `${key}:backoff`, backoffSeconds(hits - policy.limit, policy.backoff) * 1000, now);
      if (!gate.allowed) {
        // Not tried, so not a failure: hammering during the wait does not lengthen the next one.
        await limiter.forgive(tenantId, key, windowMs, now);
        throw tooManyAttempts(gate.retryAfterSeconds);
      }
    } else if (!allowed) throw tooManyAttempts(retryAfterSeconds);
    if (policy.failures) forgivable.push({ key, windowMs });
  }
  return forgivable;
}
