import { describe, expect, it } from 'vitest';
import { accessOverlaps, screenForCaller, screensByRoute } from '../../src/engine/layout/shared-routes';
import { canOpenScreen, resolveLayout, type ResolvedScreen } from '../../src/engine/layout';

const screen = (id: string, route: string, access: ResolvedScreen['access']): ResolvedScreen => ({ id, route, access, kind: 'table' });

describe('screens of one route, picked by who is signed in', () => {
  const guest = screen('guestPayment', '/payment', 'anonymous');
  const customer = screen('payment', '/payment', 'customer');

  it('draws the visitor the anonymous screen and a signed-in customer the customer one', () => {
    expect(screenForCaller([customer, guest], undefined)).toBe(guest);
    expect(screenForCaller([customer, guest], 'User')).toBe(customer);
  });

  it('falls back to the first screen for a caller none serves (its guard sends them on)', () => {
    expect(screenForCaller([customer, guest], 'Admin')).toBe(customer);
    expect(screenForCaller([customer], undefined)).toBe(customer);
  });

  it('groups screens by route whatever the letter case or trailing slash, in layout order', () => {
    const other = screen('accounts', '/accounts', 'customer');
    expect(screensByRoute([customer, other, screen('guest', '/Payment/', 'anonymous')]).map((g) => g.map((s) => s.id))).toEqual([['payment', 'guest'], ['accounts']]);
  });

  it('lets only screens for different callers share a route', () => {
    expect(accessOverlaps('anonymous', 'customer')).toBe(false);
    expect(accessOverlaps('customer', 'staff')).toBe(false);
    expect(accessOverlaps('public', 'customer')).toBe(true);
    expect(accessOverlaps('anonymous', 'public')).toBe(true);
    expect(accessOverlaps('customer', 'customer')).toBe(true);
  });

  it('accepts a customer screen on the route of an anonymous one, and refuses a second anonymous one', () => {
    const layout = resolveLayout([{ source: 'tenant', layout: { screens: { mine: { route: '/login', kind: 'table', access: 'customer', load: 'getAccountsForUser', columns: [{ field: 'account_id', header: 'Account' }] } } } }]);
    expect(layout.screens.filter((s) => s.route === '/login').map((s) => s.id)).toEqual(['login', 'mine']);
    expect(() => resolveLayout([{ source: 'tenant', layout: { screens: { other: { route: '/login', kind: 'notFound', access: 'anonymous' } } } }])).toThrow('/login is also the route of screen login');
  });

  it('opens Pay As Guest to a visitor only while the payments group switches it on', () => {
    const layoutGuest = resolveLayout([]).screens.find((s) => s.id === 'guestPayment')!;
    const context = (guest_payment: boolean) => ({ permissions: [], settings: { payments: { guest_payment } } });
    expect(canOpenScreen(layoutGuest, undefined, context(true))).toBe(true);
    expect(canOpenScreen(layoutGuest, undefined, context(false))).toBe(false);
    expect(canOpenScreen(layoutGuest, 'User', context(true))).toBe(false);
  });
});
