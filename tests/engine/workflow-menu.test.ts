import { describe, expect, it } from 'vitest';
import { canOpenScreen, resolveLayout, visibleMenu, type MenuContext } from '../../src/engine/layout';

// Spec 1 §6: admin menu entries follow the permissions list unless 'fif' is on (then all show);
// account applications only with show_account_application, orders only with show_fuel_ordering.
const layout = resolveLayout([]);
const QUEUES = ['inquiries', 'accountApplications', 'creditApplications', 'fuelOrders'];
const allOn = { show_account_application: true, show_fuel_ordering: true, show_credit_application: true };
const queues = (context: MenuContext) => visibleMenu(layout, 'admin', context).map((item) => item.id).filter((id) => QUEUES.includes(id));
const opens = (id: string, context: MenuContext) => canOpenScreen(layout.screens.find((s) => s.id === id)!, 'Customer Service', context);

describe('the workflow queues in the admin menu of the default layout', () => {
  it('shows each queue to staff holding its workflow permission, and only those', () => {
    const all = ['workflow:inquiry', 'workflow:account_application', 'workflow:credit_application', 'workflow:fuel_order'];
    expect(queues({ permissions: all, settings: allOn })).toEqual(QUEUES);
    expect(queues({ permissions: ['workflow:fuel_order', 'accounts:read'], settings: allOn })).toEqual(['fuelOrders']);
    expect(queues({ permissions: ['workflow:inquiry'], settings: allOn })).toEqual(['inquiries']);
    expect(queues({ permissions: ['accounts:search'], settings: allOn })).toEqual([]);
    expect(queues({ permissions: ['*'], settings: allOn })).toEqual(QUEUES);
  });

  it("shows every queue when the 'fif' flag is on, whatever the permissions", () => {
    expect(queues({ permissions: [], settings: { ...allOn, fif: true } })).toEqual(QUEUES);
    expect(opens('inquiries', { permissions: [], settings: { ...allOn, fif: true } })).toBe(true);
  });

  it('hides account applications without show_account_application and orders without show_fuel_ordering, even with fif or every permission', () => {
    const noApplications = { ...allOn, show_account_application: false };
    const noOrders = { ...allOn, show_fuel_ordering: false };
    expect(queues({ permissions: ['*'], settings: noApplications })).toEqual(['inquiries', 'creditApplications', 'fuelOrders']);
    expect(queues({ permissions: ['*'], settings: { ...noOrders, fif: true } })).toEqual(['inquiries', 'accountApplications', 'creditApplications']);
    expect(opens('accountApplications', { permissions: ['*'], settings: noApplications })).toBe(false);
    expect(opens('fuelOrders', { permissions: ['*'], settings: { ...noOrders, fif: true } })).toBe(false);
  });

  it('lets a queue screen open exactly when its menu entry shows', () => {
    const context = { permissions: ['workflow:fuel_order'], settings: allOn };
    for (const id of QUEUES) expect(opens(id, context), id).toBe(queues(context).includes(id));
  });
});
