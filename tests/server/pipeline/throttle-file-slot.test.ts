import { describe, expect, it, vi } from 'vitest';
import type { Services } from '../../../src/server/services';
import type { LoadedTenant } from '../../../src/server/tenants/load-tenants';
import type { RateLimiter } from '../../../src/server/throttle/rate-limiter';
import { createFileWork } from '../../../src/server/throttle/file-work';
import { fileCallerOf, inFileSlot } from '../../../src/server/openapi/pipeline/file-slot';
import { checkHuman, countRequest, forgiveOnSuccess } from '../../../src/server/openapi/pipeline/throttle';
import { fakeRequest, routePlan } from './stage-fakes';

const now = new Date('2026-11-27T08:00:00Z');

function limiterServices(allowed: boolean) {
  const rateLimiter: RateLimiter = {
    hit: vi.fn(async () => ({ allowed, retryAfterSeconds: 60, hits: allowed ? 1 : 6 })),
    gate: vi.fn(async () => ({ allowed: true, retryAfterSeconds: 0 })),
    forgive: vi.fn(async () => undefined),
  };
  const services = { rateLimiter, now: () => now, apiKeyRateLimit: { key: 'api-key', limit: 100, window: 60 } } as unknown as Services;
  return { services, rateLimiter };
}

describe('pipeline stage: throttle', () => {
  it('counts nothing for an operation without limits', async () => {
    const { services, rateLimiter } = limiterServices(true);
    await expect(countRequest(services, 't1', routePlan(), undefined, fakeRequest())).resolves.toEqual([]);
    expect(rateLimiter.hit).not.toHaveBeenCalled();
  });

  it("counts a request with a key against the key's own limit, and refuses past a limit with 429", async () => {
    const { services, rateLimiter } = limiterServices(true);
    await countRequest(services, 't1', routePlan(), 'presented', fakeRequest({ headers: { authorization: 'Bearer presented' } }));
    expect(rateLimiter.hit).toHaveBeenCalledTimes(1);
    const refusing = limiterServices(false);
    const limited = routePlan({ rateLimits: [{ key: 'ip', limit: 5, window: 60 }] });
    await expect(countRequest(refusing.services, 't1', limited, undefined, fakeRequest())).rejects.toMatchObject({ status: 429 });
  });

  it('counts a body field or a path parameter case-insensitively, and nothing when the request lacks it', async () => {
    const { services, rateLimiter } = limiterServices(true);
    const byEmail = routePlan({ rateLimits: [{ key: 'params.id', limit: 3, window: 3600 }, { key: 'body.email', limit: 3, window: 3600 }] });
    await countRequest(services, 't1', byEmail, undefined, fakeRequest({ params: { id: ' Ann@Example.test ' }, body: { email: 'BOB@example.test' } }));
    expect(vi.mocked(rateLimiter.hit).mock.calls.map((call) => call[1])).toEqual(['getSettings:params.id:ann@example.test', 'getSettings:body.email:bob@example.test']);
    await countRequest(services, 't1', byEmail, undefined, fakeRequest());
    expect(rateLimiter.hit).toHaveBeenCalledTimes(2);
  });

  it('gives back each forgivable hit once the request succeeded', async () => {
    const { services, rateLimiter } = limiterServices(true);
    await forgiveOnSuccess(services, 't1', [{ key: 'k1', windowMs: 60_000 }, { key: 'k2', windowMs: 60_000 }] as never);
    expect(rateLimiter.forgive).toHaveBeenCalledWith('t1', 'k2', 60_000, now);
    expect(rateLimiter.forgive).toHaveBeenCalledTimes(2);
  });

  it('reads the tenant as it runs only for an x-bot-check operation', async () => {
    const running = vi.fn(async () => ({ id: 't1', config: { settings: {} } }) as unknown as LoadedTenant);
    const { services } = limiterServices(true);
    await checkHuman(routePlan(), services, running, fakeRequest());
    expect(running).not.toHaveBeenCalled();
    // No site key set: nothing is asked of the person.
    await checkHuman(routePlan({ botChecked: true }), services, running, fakeRequest());
    expect(running).toHaveBeenCalledTimes(1);
  });
});

describe('pipeline stage: file slot', () => {
  it('names the caller by the hash of its key, else its address', () => {
    expect(fileCallerOf(fakeRequest({ headers: { 'user-key': 'secret' } }))).toMatch(/^key:/);
    expect(fileCallerOf(fakeRequest({ headers: { 'user-key': 'secret' } }))).not.toContain('secret');
    expect(fileCallerOf(fakeRequest())).toBe('ip:203.0.113.7');
  });

  it('holds a slot for file work only, and gives it back even when the request fails', async () => {
    const slots = createFileWork({ slots: 1, queue: 0, perCaller: 1, retryAfterSeconds: 5 });
    const route = routePlan({ fileWork: true });
    await inFileSlot(route, slots, fakeRequest(), async () => expect(slots.load().running).toBe(1));
    await expect(inFileSlot(route, slots, fakeRequest(), async () => Promise.reject(new Error('refused')))).rejects.toThrow('refused');
    expect(slots.load().running).toBe(0);
    await inFileSlot(routePlan(), slots, fakeRequest(), async () => expect(slots.load().running).toBe(0));
  });
});
