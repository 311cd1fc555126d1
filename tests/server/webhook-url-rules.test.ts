/**
 * Where webhooks may go: the URL rules at registration (production and elsewhere), the address
 * check at delivery time (a name resolving inside is refused when it is called: DNS rebinding),
 * and the retry schedule's three days.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { isInternalAddress } from '../../src/server/outbound/address-policy';
import { urlProblem } from '../../src/server/webhooks/endpoint-url';
import { fileUrlProblem } from '../../src/server/outbound/fetch-file';
import { guardedLookup } from '../../src/server/outbound/guarded-lookup';
import { postEvent } from '../../src/server/webhooks/post-event';
import { DISABLE_AFTER_MS, MAX_ATTEMPTS, RETRY_DELAYS_MS, retryDelayMs } from '../../src/server/webhooks/schedule';

describe('webhook URL rules', () => {
  it.each([
    ['https://hooks.example.com/portal', null],
    ['http://hooks.example.com/portal', 'Webhook URLs must use https.'],
    ['https://127.0.0.1/hooks', 'Webhook URLs may not point to a loopback, private or link-local address.'],
    ['https://localhost/hooks', 'Webhook URLs may not point to a loopback, private or link-local address.'],
    ['https://api.localhost/hooks', 'Webhook URLs may not point to a loopback, private or link-local address.'],
    ['https://[::1]/hooks', 'Webhook URLs may not point to a loopback, private or link-local address.'],
    ['https://10.1.2.3/hooks', 'Webhook URLs may not point to a loopback, private or link-local address.'],
    ['https://192.168.1.10/hooks', 'Webhook URLs may not point to a loopback, private or link-local address.'],
    ['https://169.254.169.254/latest/meta-data', 'Webhook URLs may not point to a loopback, private or link-local address.'],
    ['https://[fe80::1]/hooks', 'Webhook URLs may not point to a loopback, private or link-local address.'],
    ['https://[::ffff:10.0.0.1]/hooks', 'Webhook URLs may not point to a loopback, private or link-local address.'],
    ['https://user:secret@hooks.example.com/', 'A webhook URL may not hold a user name or password: deliveries are signed with the endpoint secret instead.'],
    ['file:///etc/passwd', 'Only http and https URLs can receive webhooks.'],
    ['javascript:alert(1)', 'Only http and https URLs can receive webhooks.'],
  ])('in production, %s → %s', (url, problem) => {
    expect(urlProblem(url, true)).toBe(problem);
  });

  it.each([
    ['http://127.0.0.1:8787/hooks', null],
    ['http://localhost:8787/hooks', null],
    ['http://[::1]:8787/hooks', null],
    ['https://hooks.example.com/', null],
    ['http://10.0.0.5/hooks', 'Webhook URLs must use https (http only to this machine outside production).'],
    ['http://hooks.example.com/', 'Webhook URLs must use https (http only to this machine outside production).'],
    ['http://127.0.0.1/hooks#frag', 'A webhook URL may not hold a #fragment.'],
    // A server started without NODE_ENV=production still keeps URLs off the private network and cloud metadata.
    ['https://10.0.0.5/hooks', 'Webhook URLs may not point to a private or link-local address.'],
    ['https://169.254.169.254/latest/meta-data', 'Webhook URLs may not point to a private or link-local address.'],
    ['https://[::ffff:192.168.1.1]/hooks', 'Webhook URLs may not point to a private or link-local address.'],
    ['https://[fd00::1]/hooks', 'Webhook URLs may not point to a private or link-local address.'],
    ['https://127.0.0.1:8443/hooks', null],
  ])('outside production, %s → %s', (url, problem) => {
    expect(urlProblem(url, false)).toBe(problem);
  });

  it("applies the same address rules to a supplier document's file_url", () => {
    expect(fileUrlProblem('https://169.254.169.254/latest/meta-data', false)).toBe('may not point to a private or link-local address');
    expect(fileUrlProblem('https://[fd00::1]/a.pdf', false)).toBe('may not point to a private or link-local address');
    expect(fileUrlProblem('http://127.0.0.1:8443/a.pdf', false)).toBeNull();
    expect(fileUrlProblem('https://127.0.0.1/a.pdf', true)).toBe('may not point to a loopback, private or link-local address');
    expect(fileUrlProblem('https://files.supplier.example/a.pdf', true)).toBeNull();
  });

  it('knows internal addresses from public ones', () => {
    for (const internal of ['127.0.0.1', '10.0.0.1', '172.16.5.4', '192.168.0.1', '169.254.169.254', '100.64.0.1', '0.0.0.0', '::1', 'fd00::1', 'fe80::1', '::ffff:127.0.0.1', '::', '::a9fe:a9fe', '2002:a9fe:a9fe::', '64:ff9b::a9fe:a9fe']) expect(isInternalAddress(internal), internal).toBe(true);
    for (const external of ['93.184.216.34', '8.8.8.8', '2606:4700::1111', '172.32.0.1']) expect(isInternalAddress(external), external).toBe(false);
  });
});

describe('at delivery time', () => {
  it('refuses a name that resolves to an internal address in production, as it connects', async () => {
    const lookup = guardedLookup(true);
    const refused = await new Promise<NodeJS.ErrnoException | null>((resolve) => lookup('localhost', { all: false }, (error) => resolve(error)));
    expect(refused?.message).toMatch(/^localhost resolves to an internal address/);
    const allowed = await new Promise<NodeJS.ErrnoException | null>((resolve) => guardedLookup(false)('localhost', { all: false }, (error) => resolve(error)));
    expect(allowed).toBeNull();
  });

  it('refuses a name that resolves to a private address outside production too', async () => {
    const refused = await new Promise<NodeJS.ErrnoException | null>((resolve) => guardedLookup(false)('10.0.0.1', { all: false }, (error) => resolve(error)));
    expect(refused?.message).toMatch(/resolves to an internal address \(10\.0\.0\.1\)/);
  });

  it('follows no redirect and stops waiting at the timeout', async () => {
    const server = createServer((request, response) => {
      if (request.url === '/moved') response.writeHead(307, { location: '/elsewhere' }).end();
      // '/slow' never answers.
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      expect(await postEvent(`${base}/moved`, {}, '{}', { timeoutMs: 2000, production: false })).toEqual({ ok: false, statusCode: 307, excerpt: '' });
      expect(await postEvent(`${base}/slow`, {}, '{}', { timeoutMs: 200, production: false })).toEqual({ ok: false, statusCode: null, excerpt: 'No answer within 0.2 s' });
      expect(await postEvent('https://10.0.0.1/hooks', {}, '{}', { timeoutMs: 200, production: true })).toEqual({ ok: false, statusCode: null, excerpt: 'Webhook URLs may not point to a loopback, private or link-local address.' });
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe('the retry schedule', () => {
  it('backs off from 5 seconds to 20 hours, with up to a fifth of jitter, over about three days', () => {
    expect(retryDelayMs(1, () => 0)).toBe(5000);
    expect(retryDelayMs(1, () => 0.999)).toBe(5999);
    expect(retryDelayMs(MAX_ATTEMPTS, () => 0)).toBeNull();
    const total = RETRY_DELAYS_MS.reduce((sum, d) => sum + d, 0);
    expect(total).toBeGreaterThan(0.95 * DISABLE_AFTER_MS);
    expect(total).toBeLessThanOrEqual(DISABLE_AFTER_MS);
  });
});
