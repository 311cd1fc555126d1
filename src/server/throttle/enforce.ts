import type { FastifyRequest } from 'fastify';
import { HttpProblem } from '../http/problem';
import type { RateLimiter, RateLimitPolicy } from './rate-limiter';

function keyValue(policy: RateLimitPolicy, request: FastifyRequest): string | undefined {
  if (policy.key === 'ip') return request.ip;
  const field = policy.key.startsWith('body.') ? policy.key.slice(5) : undefined;
  const value = field ? (request.body as Record<string, unknown> | undefined)?.[field] : undefined;
  return typeof value === 'string' && value.trim() ? value.trim().toLowerCase() : undefined;
}

/** Applies an operation's x-rate-limit policies before it runs; 429 with Retry-After when one is exceeded. */
export async function enforceRateLimits(
  limiter: RateLimiter,
  tenantId: string,
  operationId: string,
  policies: RateLimitPolicy[],
  request: FastifyRequest,
  now: Date,
): Promise<void> {
  for (const policy of policies) {
    const value = keyValue(policy, request);
    if (value === undefined) continue;
    const { allowed, retryAfterSeconds } = await limiter.hit(tenantId, `${operationId}:${policy.key}:${value}`, policy.limit, policy.window * 1000, now);
    if (!allowed) {
      const minutes = Math.ceil(retryAfterSeconds / 60);
      const problem = new HttpProblem(429, 'TOO_MANY_ATTEMPTS', `Too many attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`);
      throw Object.assign(problem, { retryAfterSeconds });
    }
  }
}
