import { describe, expect, it } from 'vitest';
import { activeMenuItem, canOpenScreen, homeRoute, resolveLayout, screenPermissions, visibleMenu, type MenuContext, type ResolvedScreen } from '../../src/engine/layout';

// Screens take their permission from the operation they load (x-permission), or submit when
// they load nothing; a layout `permission` narrows it further.
const layout = resolveLayout([
  {
    source: 'menu test layout',
    layout: {
      screens: {
        users: { route: '/admin/users', kind: 'table', access: 'staff', load: 'listUsers', title: 'Users' },
        applications: { route: '/admin/applications', kind: 'table', access: 'staff', load: 'listAccessRequests', setting: 'show_account_application' },
        orders: { route: '/admin/orders', kind: 'table', access: 'staff', load: 'listOutbox' },
        help: { route: '/admin/help', kind: 'notFound', access: 'staff' },
        settings: { route: '/admin/settings', kind: 'userForm', access: 'staff', submit: 'createUser', permission: 'settings:update' },
        payments: { route: '/payments', kind: 'table', access: 'customer', title: 'Payments' },
        profile: { route: '/profile', kind: 'form', access: 'customer', title: 'Profile' },
      },
      menus: {
        customer: [
          { id: 'accounts', requiresAccounts: true },
          { id: 'payments', screen: 'payments', requiresAccounts: true },
          { id: 'profile', screen: 'profile' },
        ],
        admin: [
          { id: 'users', screen: 'users', icon: 'pi pi-users' },
          { id: 'applications', label: 'Account Applications', screen: 'applications' },
          { id: 'orders', label: 'Fuel Orders', screen: 'orders', setting: 'show_fuel_ordering' },
          { id: 'help', label: 'Help', screen: 'help' },
          { id: 'settings', label: 'Settings', screen: 'settings' },
        ],
      },
    },
  },
]);

const allSettings = { show_account_application: true, show_fuel_ordering: true, show_credit_application: true };
const adminIds = (context: MenuContext) => visibleMenu(layout, 'admin', context).map((i) => i.id);
const screen = (id: string): ResolvedScreen => layout.screens.find((s) => s.id === id)!;

describe('screenPermissions: declared once, by the operations', () => {
  it("takes the x-permission of the operation a screen loads, else of the one it submits, plus the layout's narrowing", () => {
    expect(screenPermissions(screen('users'))).toEqual(['users:read']);
    expect(screenPermissions(screen('orders'))).toEqual(['outbox:read']);
    expect(screenPermissions(screen('settings'))).toEqual(['users:manage', 'settings:update']);
    expect(screenPermissions(screen('adminAccounts'))).toEqual(['accounts:search']);
  });

  it('needs nothing for a screen whose operations are public or open to any signed-in caller', () => {
    expect(screenPermissions(screen('help'))).toEqual([]);
    expect(screenPermissions(screen('login'))).toEqual([]);
    expect(screenPermissions(screen('adminProfile'))).toEqual([]);
  });
});

describe('visibleMenu: the admin side menu', () => {
  it('shows only the entries whose screen the caller holds every permission of', () => {
    // This layout's own entries (the default layout adds others on the same operations).
    const own = (context: MenuContext) => adminIds(context).filter((id) => ['users', 'applications', 'orders', 'help', 'settings'].includes(id));
    expect(own({ permissions: ['users:read'], settings: allSettings })).toEqual(['users', 'help']);
    expect(own({ permissions: ['users:manage', 'outbox:read'], settings: allSettings })).toEqual(['applications', 'orders', 'help']);
    expect(own({ permissions: ['users:manage', 'settings:update'], settings: allSettings })).toEqual(['applications', 'help', 'settings']);
  });

  it('shows the default layout entries by the permission of the operation their screen loads', () => {
    expect(adminIds({ permissions: ['accounts:search'], settings: allSettings })).toEqual(['accounts', 'help']);
  });

  it('always shows an entry whose screen needs no permission, even with no permissions at all', () => {
    expect(adminIds({ permissions: [], settings: allSettings })).toEqual(['help']);
  });

  it("shows every entry when the 'fif' setting is on", () => {
    // Every admin entry: the test's own and those the default layout adds (outbox, audit log…).
    const all = layout.menus.admin.map((item) => item.id);
    expect(all).toEqual(expect.arrayContaining(['accounts', 'users', 'applications', 'orders', 'help', 'settings']));
    expect(adminIds({ permissions: [], settings: { ...allSettings, fif: true } })).toEqual(all);
  });

  it("grants everything with the '*' permission but the outboxes (mail and text), which a role must name itself", () => {
    const all = layout.menus.admin.map((item) => item.id);
    expect(adminIds({ permissions: ['*'], settings: allSettings })).toEqual(all.filter((id) => id !== 'orders' && id !== 'outbox' && id !== 'textOutbox'));
    expect(adminIds({ permissions: ['*', 'outbox:read'], settings: allSettings })).toEqual(all);
  });

  it('hides account applications unless show_account_application is on (setting of the screen)', () => {
    const context = { permissions: ['*'] };
    expect(adminIds({ ...context, settings: { ...allSettings, show_account_application: false } })).not.toContain('applications');
    expect(adminIds({ ...context, settings: { show_fuel_ordering: true } })).not.toContain('applications');
    expect(adminIds({ ...context, settings: allSettings })).toContain('applications');
  });

  it('hides fuel orders unless show_fuel_ordering is on (setting of the item)', () => {
    // The shipped Admin role: '*' and the outbox the test's orders screen loads.
    const context = { permissions: ['*', 'outbox:read'] };
    expect(adminIds({ ...context, settings: { ...allSettings, show_fuel_ordering: false } })).not.toContain('orders');
    expect(adminIds({ ...context, settings: allSettings })).toContain('orders');
  });

  it('gives each entry its label, route and icon, falling back to the screen title', () => {
    const items = visibleMenu(layout, 'admin', { permissions: ['*', 'outbox:read'], settings: allSettings });
    expect(items.find((i) => i.id === 'users')).toEqual({ id: 'users', label: 'Users', route: '/admin/users', icon: 'pi pi-users', disabled: false });
    expect(items.find((i) => i.id === 'orders')).toMatchObject({ label: 'Fuel Orders', route: '/admin/orders' });
  });
});

describe('activeMenuItem', () => {
  const items = visibleMenu(resolveLayout([]), 'admin', { permissions: ['*'], settings: allSettings });
  const active = (path: string) => activeMenuItem(items, path)?.id;

  it('marks the item of the page, or of the nearest page above it', () => {
    expect(active('/admin/accounts')).toBe('accounts');
    expect(active('/admin/accounts/100234')).toBe('accounts');
    // A static page under /admin/accounts has an item of its own.
    expect(active('/admin/accounts/inquiries')).toBe('inquiries');
    expect(active('/admin/accounts/manage-configs')).toBe('manageConfigs');
    expect(active('/admin/users/a%40b.co/edit')).toBe('users');
  });

  it('marks nothing for a page under no item, and does not match a route that only shares a prefix', () => {
    expect(active('/admin/profile')).toBeUndefined();
    expect(active('/admin/accountsx')).toBeUndefined();
  });
});

describe('visibleMenu: the customer menu', () => {
  const customer = (accountIds?: string[]) =>
    Object.fromEntries(visibleMenu(layout, 'customer', { permissions: [], settings: {}, accountIds }).map((i) => [i.id, i.disabled]));

  it('disables the account items of a customer with no accounts', () => {
    expect(customer([])).toMatchObject({ accounts: true, payments: true, records: true, products: true, profile: false });
    expect(customer(undefined)).toMatchObject({ accounts: true, payments: true, records: true, products: true, profile: false });
  });

  it("hides an item whose feature flag none of the customer's accounts has, once the accounts are known", () => {
    const withFlags = (accountFlags?: string[]) =>
      visibleMenu(layout, 'customer', { permissions: [], settings: {}, accountIds: ['100234'], accountFlags }).map((i) => i.id);
    expect(withFlags(['is_fuel'])).not.toContain('records');
    expect(withFlags(['is_fuel'])).toContain('products');
    expect(withFlags(['is_records'])).toEqual(expect.arrayContaining(['records', 'profile']));
    expect(withFlags(['is_records'])).not.toContain('products');
    // Not known yet (accounts still loading): shown rather than flickering in later.
    expect(withFlags(undefined)).toEqual(expect.arrayContaining(['records', 'products']));
    // Without accounts the item stays, disabled (spec 1 §6), whatever the flags.
    expect(visibleMenu(layout, 'customer', { permissions: [], settings: {}, accountIds: [], accountFlags: [] }).find((i) => i.id === 'records')).toMatchObject({ disabled: true });
  });

  it('enables them once the customer has accounts', () => {
    expect(customer(['100234'])).toMatchObject({ accounts: false, payments: false, records: false, products: false, profile: false });
  });
});

describe('canOpenScreen', () => {
  const open = (id: string, role: string | undefined, permissions: string[] = [], settings: Record<string, unknown> = allSettings) =>
    canOpenScreen(screen(id), role, { permissions, settings });

  it('opens a public screen to everyone', () => {
    expect([undefined, 'User', 'Admin'].map((role) => open('notFound', role))).toEqual([true, true, true]);
  });

  it('opens an anonymous screen only to a signed-out visitor', () => {
    expect([undefined, 'User', 'Admin'].map((role) => open('login', role, ['*']))).toEqual([true, false, false]);
  });

  it('opens a customer screen only to role User', () => {
    expect([undefined, 'User', 'Admin', 'CSR'].map((role) => open('profile', role, ['*']))).toEqual([false, true, false, false]);
  });

  it('opens a staff screen to any non-User role holding its permissions', () => {
    expect(open('users', 'Admin', ['users:read'])).toBe(true);
    expect(open('users', 'CSR', ['users:read'])).toBe(true);
    expect(open('users', 'CSR', ['*'])).toBe(true);
    expect(open('users', 'CSR', ['outbox:read'])).toBe(false);
    expect(open('users', 'User', ['users:read'])).toBe(false);
    expect(open('users', undefined, ['*'])).toBe(false);
    // The layout narrows: creating users is not enough for the settings screen.
    expect(open('settings', 'CSR', ['users:manage'])).toBe(false);
    expect(open('settings', 'CSR', ['users:manage', 'settings:update'])).toBe(true);
  });

  it("opens every staff screen to staff when 'fif' is on, as the menu shows them all", () => {
    expect(open('users', 'CSR', [], { ...allSettings, fif: true })).toBe(true);
    expect(open('users', 'User', [], { ...allSettings, fif: true })).toBe(false);
  });

  it('refuses a screen whose setting is off, whoever asks', () => {
    expect(open('applications', 'Admin', ['*'], { show_account_application: false })).toBe(false);
    expect(open('applications', 'Admin', ['*'], { show_account_application: true })).toBe(true);
  });
});

describe('homeRoute', () => {
  it('sends a signed-out visitor to /login', () => {
    expect(homeRoute(layout, undefined)).toBe('/login');
  });

  it('sends a customer to /accounts', () => {
    expect(homeRoute(layout, 'User')).toBe('/accounts');
  });

  it('sends Admin and any other staff role to the admin area', () => {
    expect(homeRoute(layout, 'Admin')).toBe('/admin/accounts');
    expect(homeRoute(layout, 'CSR')).toBe('/admin/accounts');
  });

  it("follows the home screen to the route a tenant's layout gives it", () => {
    const moved = resolveLayout([{ source: 'tenant', layout: { screens: { accounts: { route: '/my-accounts' } } } }]);
    expect(homeRoute(moved, 'User')).toBe('/my-accounts');
  });

  it('sends each role to a screen that role may open', () => {
    for (const [role, permissions] of [
      [undefined, []],
      ['User', []],
      ['Admin', ['accounts:search']],
    ] as const) {
      const home = layout.screens.find((s) => s.route === homeRoute(layout, role))!;
      expect(canOpenScreen(home, role, { permissions, settings: {} })).toBe(true);
    }
  });
});
