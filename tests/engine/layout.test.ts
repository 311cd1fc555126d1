import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LayoutError, mergeLayouts, readServedLayout, resolveLayout, servedLayout, toLayoutDocument, type Layout, type ResolvedLayout } from '../../src/engine/layout';

const TENANT = 'tenants/acme/layout.json';
const OVERRIDES = 'saved overrides of acme';

const screen = (layout: ResolvedLayout, id: string) => layout.screens.find((s) => s.id === id);

/** Runs `resolve` and returns the LayoutError it throws (failing the test when it does not). */
function layoutError(resolve: () => unknown): LayoutError {
  try {
    resolve();
  } catch (error) {
    expect(error).toBeInstanceOf(LayoutError);
    return error as LayoutError;
  }
  expect.fail('the layout was accepted');
}

describe('the built-in default layout', () => {
  it('resolves on its own with the screens every portal has', () => {
    const layout = resolveLayout([]);
    expect(layout.screens.map((s) => s.id)).toEqual(expect.arrayContaining(['login', 'accounts', 'adminAccounts', 'notFound']));
    expect(screen(layout, 'login')).toMatchObject({ route: '/login', kind: 'login', access: 'anonymous', form: 'login' });
    expect(layout.redirects).toContainEqual({ from: '/admin', to: '/admin/accounts' });
    expect(layout.menus.customer.map((i) => i.id)).toContain('accounts');
  });

  it.each(readdirSync('tenants', { withFileTypes: true }).filter((d) => d.isDirectory() && !d.name.startsWith('_')).map((d) => d.name))('resolves with the layout of tenant %s', (tenant) => {
    const file = join('tenants', tenant, 'layout.json');
    const layout = resolveLayout([{ source: file, layout: JSON.parse(readFileSync(file, 'utf8')) }]);
    expect(screen(layout, 'login')?.route).toBe('/login');
  });
});

describe('merging layers', () => {
  it('lets the tenant layer override a screen title and keeps the rest of the screen', () => {
    const base = screen(resolveLayout([]), 'accounts')!;
    const layout = resolveLayout([{ source: TENANT, layout: { screens: { accounts: { title: 'My Acme Accounts' } } } }]);
    const accounts = screen(layout, 'accounts')!;
    expect(accounts.title).toBe('My Acme Accounts');
    expect(accounts).toEqual({ ...base, title: 'My Acme Accounts' });
  });

  it('applies layers in order, the last one winning', () => {
    const layout = resolveLayout([
      { source: TENANT, layout: { screens: { accounts: { title: 'From the tenant folder', load: 'getAccountsForUser' } } } },
      { source: OVERRIDES, layout: { screens: { accounts: { title: 'From the saved overrides' } } } },
    ]);
    expect(screen(layout, 'accounts')).toMatchObject({ title: 'From the saved overrides', load: 'getAccountsForUser', route: '/accounts' });
  });

  it('does not change the built-in default for the next tenant', () => {
    resolveLayout([{ source: TENANT, layout: { screens: { accounts: { title: 'Changed' } } } }]);
    expect(screen(resolveLayout([]), 'accounts')?.title).toBe('Your Accounts');
  });

  it('adds a new screen', () => {
    const layout = resolveLayout([
      { source: TENANT, layout: { screens: { faq: { route: '/faq', kind: 'form', access: 'customer', title: 'Questions' } } } },
    ]);
    expect(screen(layout, 'faq')).toEqual({ id: 'faq', route: '/faq', kind: 'form', access: 'customer', title: 'Questions' });
  });

  it('merges menu items by id in place and appends new ones', () => {
    const defaults = resolveLayout([]).menus.customer;
    const layout = resolveLayout([
      {
        source: TENANT,
        layout: {
          screens: { faq: { route: '/faq', kind: 'form', access: 'customer' } },
          menus: { customer: [{ id: 'faq', label: 'Questions', screen: 'faq' }, { id: 'accounts', label: 'Your accounts' }] },
        },
      },
    ]);
    const items = layout.menus.customer;
    expect(items.map((i) => i.id)).toEqual([...defaults.map((i) => i.id), 'faq']);
    expect(items.find((i) => i.id === 'accounts')).toEqual({ ...defaults.find((i) => i.id === 'accounts'), label: 'Your accounts' });
    // Menus are merged separately: the admin menu's own `accounts` item is untouched.
    expect(layout.menus.admin).toEqual(resolveLayout([]).menus.admin);
  });

  it('drops a screen and a menu item marked enabled: false', () => {
    const layout = resolveLayout([
      {
        source: TENANT,
        layout: { screens: { products: { enabled: false } }, menus: { customer: [{ id: 'records', enabled: false }] } },
      },
    ]);
    expect(screen(layout, 'products')).toBeUndefined();
    expect(layout.menus.customer.map((i) => i.id)).not.toContain('records');
    expect(screen(layout, 'login')).toBeDefined();
  });

  it('lets a later layer enable again what an earlier one disabled', () => {
    const layout = mergeLayouts(
      { screens: { a: { route: '/a', kind: 'form', access: 'public' } } },
      { screens: { a: { enabled: false } } },
      { screens: { a: { enabled: true } } },
    );
    expect(layout.screens.map((s) => s.id)).toEqual(['a']);
  });

  it('merges redirects by their from route', () => {
    const layout = resolveLayout([
      {
        source: TENANT,
        layout: {
          screens: { contact: { route: '/contact', kind: 'form', access: 'customer' } },
          redirects: [
            { from: '/admin', to: '/login' },
            { from: '/help', to: '/contact' },
          ],
        },
      },
    ]);
    expect(layout.redirects.filter((r) => r.from === '/admin')).toEqual([{ from: '/admin', to: '/login' }]);
    expect(layout.redirects).toContainEqual({ from: '/help', to: '/contact' });
  });

  it('merges layers passed straight to mergeLayouts', () => {
    const layers: Layout[] = [
      { screens: { a: { route: '/a', kind: 'form', access: 'public', title: 'A' } }, menus: { admin: [{ id: 'a', screen: 'a' }] } },
      { screens: { a: { title: 'Alpha' } }, menus: { admin: [{ id: 'a', icon: 'pi pi-star' }] } },
    ];
    expect(mergeLayouts(...layers)).toEqual({
      screens: [{ id: 'a', route: '/a', kind: 'form', access: 'public', title: 'Alpha' }],
      redirects: [],
      menus: { customer: [], admin: [{ id: 'a', screen: 'a', icon: 'pi pi-star' }] },
    });
  });
});

describe('validating a layer', () => {
  it('refuses a bad route pattern, naming the source and the JSON path', () => {
    const error = layoutError(() => resolveLayout([{ source: TENANT, layout: { screens: { accounts: { route: 'accounts page' } } } }]));
    expect(error.source).toBe(TENANT);
    expect(error.message).toContain(TENANT);
    expect(error.message).toContain('/screens/accounts/route');
    expect(error.message).toMatch(/pattern/);
  });

  it('refuses an unknown property, naming it', () => {
    const error = layoutError(() => resolveLayout([{ source: TENANT, layout: { screens: { accounts: { colour: 'red' } } } }]));
    expect(error.message).toContain(TENANT);
    expect(error.message).toContain('/screens/accounts');
    expect(error.message).toContain('colour');
  });

  it('refuses a value of the wrong type', () => {
    const error = layoutError(() => resolveLayout([{ source: TENANT, layout: { screens: { adminAccounts: { paged: 'yes' } } } }]));
    expect(error.message).toContain('/screens/adminAccounts/paged');
    expect(error.message).toMatch(/boolean/);
  });

  it('reports every problem of a layer at once', () => {
    const error = layoutError(() =>
      resolveLayout([{ source: TENANT, layout: { screens: { accounts: { route: 'x', access: 'everyone' } }, menus: { customer: [{}] } } }]),
    );
    expect(error.problems.length).toBeGreaterThanOrEqual(3);
    expect(error.message).toContain('/screens/accounts/access');
    expect(error.message).toContain('/menus/customer/0');
  });

  it('names the layer that is wrong, not the last one', () => {
    const error = layoutError(() =>
      resolveLayout([
        { source: TENANT, layout: { screens: { accounts: { kind: 42 } } } },
        { source: OVERRIDES, layout: {} },
      ]),
    );
    expect(error.source).toBe(TENANT);
    expect(error.message).not.toContain(OVERRIDES);
  });

  it('refuses a document that is not an object', () => {
    expect(() => resolveLayout([{ source: TENANT, layout: [] }])).toThrow(LayoutError);
    expect(() => resolveLayout([{ source: TENANT, layout: 'screens' }])).toThrow(LayoutError);
  });
});

describe('validating the merged layout', () => {
  it('refuses a menu item that opens an unknown screen', () => {
    const error = layoutError(() =>
      resolveLayout([{ source: OVERRIDES, layout: { menus: { customer: [{ id: 'pay', label: 'Pay', screen: 'paymentHistory' }] } } }]),
    );
    expect(error.source).toBe(OVERRIDES);
    expect(error.message).toMatch(/\/menus\/customer\/\d+\/screen Menu item pay opens unknown screen paymentHistory/);
  });

  it('drops the menu items of a disabled screen', () => {
    const layout = resolveLayout([{ source: TENANT, layout: { screens: { products: { enabled: false } } } }]);
    expect(layout.screens.map((s) => s.id)).not.toContain('products');
    expect(layout.menus.customer.map((i) => i.screen)).not.toContain('products');
    expect(layout.menus.admin.map((i) => i.screen)).toContain('adminAccounts');
  });

  it('refuses a menu item that names no screen', () => {
    const error = layoutError(() => resolveLayout([{ source: TENANT, layout: { menus: { admin: [{ id: 'orphan' }] } } }]));
    expect(error.message).toMatch(/\/menus\/admin\/\d+\/screen Menu item orphan opens no screen/);
  });

  it('refuses two screens with the same route', () => {
    const error = layoutError(() =>
      resolveLayout([{ source: TENANT, layout: { screens: { myAccounts: { route: '/accounts', kind: 'table', access: 'customer' } } } }]),
    );
    expect(error.problems).toContainEqual({ path: '/screens/myAccounts/route', message: '/accounts is also the route of screen accounts' });
  });

  it('refuses two screens whose routes differ only in parameter names, which no router tells apart', () => {
    const error = layoutError(() =>
      resolveLayout([{ source: TENANT, layout: { screens: { byNumber: { route: '/accounts/:number', kind: 'detail', access: 'customer' } } } }]),
    );
    expect(error.problems).toContainEqual({ path: '/screens/byNumber/route', message: '/accounts/:number is also the route of screen overview' });
  });

  it('accepts a screen that takes over the route of a disabled one', () => {
    const layout = resolveLayout([
      {
        source: TENANT,
        layout: {
          screens: { products: { enabled: false }, myProducts: { route: '/products', kind: 'detail', access: 'customer' } },
          menus: { customer: [{ id: 'products', screen: 'myProducts' }] },
        },
      },
    ]);
    expect(layout.screens.filter((s) => s.route === '/products').map((s) => s.id)).toEqual(['myProducts']);
  });

  it('refuses a layout without the screens no portal runs without, or with them changed', () => {
    const problems = layoutError(() =>
      resolveLayout([{ source: TENANT, layout: { screens: { login: { enabled: false }, notFound: { kind: 'table' }, accounts: { access: 'public' }, adminAccounts: { enabled: false } } } }]),
    ).problems;
    expect(problems).toEqual([
      { path: '/screens/login/enabled', message: 'The portal cannot run without the login screen' },
      { path: '/screens/notFound/kind', message: 'the not-found screen must stay of kind notFound' },
      { path: '/screens/accounts/access', message: "the customers' home must stay customer" },
      { path: '/screens/adminAccounts/enabled', message: "The portal cannot run without the staff's home" },
      // The default /admin redirect now leads nowhere: said too.
      { path: '/redirects/0/to', message: '/admin/accounts is the route of no screen' },
    ]);
  });

  it('refuses a route that differs from another only in letter case or a trailing slash', () => {
    for (const route of ['/LOGIN', '/login/']) {
      const error = layoutError(() => resolveLayout([{ source: TENANT, layout: { screens: { hijack: { route, kind: 'notFound', access: 'public' } } } }]));
      expect(error.problems).toEqual([{ path: '/screens/hijack/route', message: `${route} is also the route of screen login` }]);
    }
  });

  it('refuses a redirect that would hide a screen or lead nowhere, so none can loop', () => {
    const problemsOf = (redirects: { from: string; to: string }[]) => layoutError(() => resolveLayout([{ source: TENANT, layout: { redirects } }])).problems;
    expect(problemsOf([{ from: '/login', to: '/accounts' }])).toEqual([{ path: '/redirects/1/from', message: '/login is the route of screen login: a redirect would hide it' }]);
    expect(problemsOf([{ from: '/a', to: '/b' }, { from: '/b', to: '/a' }])).toEqual([
      { path: '/redirects/1/to', message: '/b is the route of no screen' },
      { path: '/redirects/2/to', message: '/a is the route of no screen' },
    ]);
    expect(resolveLayout([{ source: TENANT, layout: { redirects: [{ from: '/help', to: '/contact' }] } }]).redirects).toContainEqual({ from: '/help', to: '/contact' });
  });

  it('refuses a new screen without route, kind or access', () => {
    const error = layoutError(() => resolveLayout([{ source: TENANT, layout: { screens: { faq: { title: 'Questions' } } } }]));
    expect(error.problems).toEqual(
      expect.arrayContaining(['route', 'kind', 'access'].map((field) => ({ path: `/screens/faq/${field}`, message: 'is missing' }))),
    );
  });
});

describe('the layout the server serves', () => {
  it('is taken whole: a screen the tenant disabled does not come back from the default', () => {
    const tenant = resolveLayout([{ source: TENANT, layout: { screens: { contact: { enabled: false } } } }]);
    const served = servedLayout(JSON.parse(JSON.stringify(toLayoutDocument(tenant))), 'GET /layout');
    expect(served.screens.map((s) => s.id)).not.toContain('contact');
    expect(served.menus.customer.map((i) => i.id)).not.toContain('contact');
    expect(served).toEqual(tenant);
  });

  it('is refused when damaged, naming the problem', () => {
    expect(() => servedLayout({ screens: { accounts: { route: 'no-slash' } } }, 'GET /layout')).toThrow(/GET \/layout: \/screens\/accounts\/route/);
  });
});

describe("the browser's reading of a served layout (no schema validator)", () => {
  it('reads a served layout as the full check does', () => {
    const tenant = resolveLayout([{ source: TENANT, layout: { screens: { contact: { enabled: false } } } }]);
    const document = JSON.parse(JSON.stringify(toLayoutDocument(tenant)));
    expect(readServedLayout(document, 'GET /layout')).toEqual(servedLayout(document, 'GET /layout'));
  });

  it('refuses what routing cannot run on: no login screen, a clash of routes, not a document', () => {
    const document = JSON.parse(JSON.stringify(toLayoutDocument(resolveLayout([])))) as { screens: Record<string, object> };
    const withoutLogin = { ...document, screens: Object.fromEntries(Object.entries(document.screens).filter(([id]) => id !== 'login')) };
    expect(layoutError(() => readServedLayout(withoutLogin, 'GET /layout')).problems).toContainEqual({ path: '/screens/login/enabled', message: 'The portal cannot run without the login screen' });
    const clash = { ...document, screens: { ...document.screens, twin: { route: '/LOGIN/', kind: 'login', access: 'anonymous' } } };
    expect(layoutError(() => readServedLayout(clash, 'GET /layout')).message).toMatch(/\/LOGIN\/ is also the route of screen/);
    expect(layoutError(() => readServedLayout([], 'GET /layout')).message).toBe('GET /layout:  is not a layout document');
  });
});
