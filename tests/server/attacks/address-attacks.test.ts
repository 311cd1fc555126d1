/**
 * An adversary's address look-ups (round-13 review): crafted and huge place ids, repeated
 * parameters, hostile text. A place id spells its address and nothing more: a crafted one gives
 * back exactly the text it carries, as JSON data, never markup or another tenant's data.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';
import { unlimitedRateLimiter } from '../../../src/server/throttle/unlimited-rate-limiter';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimiter: unlimitedRateLimiter });
});
afterAll(() => t.close());

const get = (path: string, tenant = 'demo') => t.app.inject({ method: 'GET', url: `/api/${tenant}/address/${path}` });
const placeId = (parts: unknown) => `a1.${Buffer.from(JSON.stringify(parts), 'utf8').toString('base64url')}`;

describe('GET /address/details with a crafted place id', () => {
  it('gives back an XSS payload as inert JSON text, never 5xx', async () => {
    const xss = '<script>alert(1)</script><img src=x onerror=alert(1)>';
    const res = await get(`details?placeId=${encodeURIComponent(placeId([xss, 'Burlington', 'VT', '05401', 'US']))}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json().street1).toBe(xss);
  });

  it.each([
    ['huge base64', () => `a1.${'A'.repeat(10_000_000)}`],
    ['huge JSON array', () => placeId(Array.from({ length: 100_000 }, () => 'x'))],
    ['nested arrays', () => placeId([[[[['x']]]], 'a', 'b', 'c', 'd'])],
    ['objects for strings', () => placeId([{ toString: 'x' }, 'a', 'b', 'c', 'd'])],
    ['__proto__ object', () => `a1.${Buffer.from('{"__proto__":{"polluted":1}}').toString('base64url')}`],
    ['NUL and lone surrogate', () => placeId(['\u0000', '\ud800', 'VT', '05401', 'US'])],
    ['not base64', () => 'a1.%%%'],
    ['no prefix', () => Buffer.from('["a","b","c","d","e"]').toString('base64url')],
  ])('%s is a 4xx, never a 5xx', async (_name, make) => {
    const res = await get(`details?placeId=${encodeURIComponent(make())}`);
    expect(res.statusCode, res.body.slice(0, 200)).toBeGreaterThanOrEqual(400);
    expect(res.statusCode, res.body.slice(0, 200)).toBeLessThan(500);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('repeated parameters and hostile suggestion text are a 4xx or an empty list, never 5xx', async () => {
    for (const path of ['details?placeId=a&placeId=b', 'details', 'suggestions?input=a&input=b', `suggestions?input=${encodeURIComponent('%_\\\'"; drop table users;--')}`, `suggestions?input=${'9'.repeat(100_000)}`, 'suggestions?input=%ED%A0%80abc', 'suggestions?input=%00%00%00']) {
      const res = await get(path);
      expect(res.statusCode, `${path.slice(0, 60)} ${res.body.slice(0, 200)}`).toBeLessThan(500);
      if (res.statusCode === 200) expect(Array.isArray(res.json()) || typeof res.json() === 'object').toBe(true);
    }
  });
});
