import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const settings = (host: string) => t.app.inject({ method: 'GET', url: `/api/settings?host=${encodeURIComponent(host)}` });

describe('GET /api/settings?host=', () => {
  it.each([
    ['demo.localhost', 'demo', 'Demo Fuel Customer Portal'],
    ['demo.localhost:8080', 'demo', 'Demo Fuel Customer Portal'],
    ['cleangas.localhost', 'cleangas', 'CleanGas Online'],
    ['portal.cleangas.test', 'cleangas', 'CleanGas Online'],
    ['cleangas.example.com', 'cleangas', 'CleanGas Online'],
    ['cleangas', 'cleangas', 'CleanGas Online'],
    ['localhost', 'demo', 'Demo Fuel Customer Portal'],
    ['127.0.0.1:8080', 'demo', 'Demo Fuel Customer Portal'],
    ['[::1]:8080', 'demo', 'Demo Fuel Customer Portal'],
  ])('resolves %s to %s', async (host, tenant, siteName) => {
    const response = await settings(host);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ tenant, site_name: siteName });
  });

  it('answers 404 problem JSON for an unknown tenant', async () => {
    const response = await settings('nosuchsupplier.example.com');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ status: 404, detail: 'Unknown tenant', error_code: 'UNKNOWN_TENANT' });
  });

  it('requires the host', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/settings' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([{ path: 'querystring/host', message: 'Value missing' }]);
  });

  it('fills the spec defaults and nests payments and fuel order settings', async () => {
    const body = (await settings('demo.localhost')).json();
    // The demo tenant sets its card fees; cleangas leaves them at the spec's defaults (spec 2 §9: 0).
    expect(body).toMatchObject({ new_card_fee: 1, cc_convenience_fee_percent: 2.5 });
    expect(body.fuel_order.minimum_order_size).toBe(100);
    expect(body.payments.gateway).toBe('sandbox');
    const cleangas = (await settings('cleangas.localhost')).json();
    expect(cleangas).toMatchObject({ new_card_fee: 0, cc_convenience_fee_percent: 0 });
    expect(cleangas.fuel_order).toMatchObject({ fill_only: true, minimum_order_size: 0 });
  });

  it('never sends tenant secrets or role definitions', async () => {
    const text = (await settings('demo.localhost')).body;
    expect(text).not.toContain('recaptcha_key"');
    expect(text).not.toContain('permissions');
  });
});

describe('API paths', () => {
  it('answers an unknown tenant under /api/<tenant> with 404 problem JSON', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/nosuch/login', payload: { user_id: 'a', password: 'b' } });
    expect(response.statusCode).toBe(404);
    expect(response.json().error_code).toBe('UNKNOWN_TENANT');
  });

  it('answers an unknown operation with 404 problem JSON', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/demo/no-such-operation' });
    expect(response.statusCode).toBe(404);
    expect(response.json().error_code).toBe('NOT_FOUND');
  });

  it('serves the OpenAPI document and a reference page', async () => {
    const document = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(document.json().openapi).toBe('3.1.0');
    expect(Object.keys(document.json().paths)).toContain('/accounts/find');
    const page = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
  });

  it('serves a tenant theme and logo but nothing else of the folder', async () => {
    const theme = await t.app.inject({ method: 'GET', url: '/tenant-files/cleangas/theme.css' });
    expect(theme.statusCode).toBe(200);
    expect(theme.body).toContain('--portal-primary: #17a2b8');
    const logo = await t.app.inject({ method: 'GET', url: '/tenant-files/demo/assets/logo.svg' });
    expect(logo.headers['content-type']).toBe('image/svg+xml');
    const config = await t.app.inject({ method: 'GET', url: '/tenant-files/demo/assets/..%2Ftenant.json' });
    expect(config.statusCode).toBe(404);
  });
});

describe('GET /tenant-files/:tenant/theme.css', () => {
  it("serves the tenant's colours followed by their contrast-safe variants", async () => {
    const { readFileSync } = await import('node:fs');
    const { contrastRatio, parseHexColour, readThemeColours, themeVariants } = await import('../../src/engine/theme');
    const response = await t.app.inject({ method: 'GET', url: '/tenant-files/cleangas/theme.css' });
    expect(response.headers['content-type']).toMatch(/^text\/css/);
    const own = readFileSync('tenants/cleangas/theme.css', 'utf8');
    expect(response.body.startsWith(own)).toBe(true);
    const variants = themeVariants(readThemeColours(own));
    for (const variant of variants) expect(response.body.slice(own.length)).toContain(`${variant.variable}: ${variant.colour};`);
    // The header's text on CleanGas green, and the links' colour on white, as the browser gets them.
    const served = (name: string) => parseHexColour(new RegExp(`${name}: (#[0-9a-f]{6});`).exec(response.body.slice(own.length))![1])!;
    expect(contrastRatio(served('--portal-header-ink'), parseHexColour('#0f5132')!)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(served('--portal-secondary-ink'), parseHexColour('#ffffff')!)).toBeGreaterThanOrEqual(4.5);
  });
});

describe('GET /layout', () => {
  it("answers the tenant's merged layout, which resolves to the same screens", async () => {
    const { resolveLayout } = await import('../../src/engine/layout');
    const response = await t.app.inject({ method: 'GET', url: '/api/cleangas/layout' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.screens.accounts).toMatchObject({ route: '/accounts', title: 'My CleanGas Accounts', kind: 'table' });
    expect(document.screens.login.title).toBe('Login to your Account');
    const resolved = resolveLayout([{ source: 'served layout', layout: document }]);
    expect(resolved.screens.map((s) => s.id).sort()).toEqual(t.tenants.get('cleangas')!.layout.screens.map((s) => s.id).sort());
    const demo = (await t.app.inject({ method: 'GET', url: '/api/demo/layout' })).json();
    expect(demo.screens.accounts.title).toBe('Your Accounts');
  });
});
