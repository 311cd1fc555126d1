/** The fuel card rule the server enforces, and the card table's row actions in the layout, which must agree (spec 1 §4, §6). */
import { describe, expect, it } from 'vitest';
import { resolveLayout } from '../../src/engine/layout';
import { FUEL_CARD_STATUSES, fuelCardTransition, toggleCommand } from '../../src/engine/fuel-cards/card-actions';
import { shownOn } from '../../src/renderers/table/actions/row-values';

const actions = resolveLayout([]).screens.find((s) => s.id === 'fuelCards')?.rowActions ?? [];
const offered = (status: string) => actions.filter((action) => shownOn(action, { status })).map((action) => action.operationId ?? action.view);

describe('which actions a card offers (the Fuel Cards row actions of the built-in layout)', () => {
  it('offers Suspend only on an active card: a pending card has none, a suspended one shows Activate', () => {
    expect(offered('active')).toEqual(['suspendFuelCard', 'fuelCard', 'removeFuelCard']);
    expect(offered('suspended')).toEqual(['activateFuelCard', 'fuelCard', 'removeFuelCard']);
    expect(offered('pending')).toEqual(['activateFuelCard', 'fuelCard', 'removeFuelCard']);
  });

  it("gives every status exactly the server's status command, and Details and Remove always", () => {
    for (const status of FUEL_CARD_STATUSES) {
      const shown = offered(status);
      expect(shown.filter((a) => a === 'suspendFuelCard' || a === 'activateFuelCard')).toEqual([`${toggleCommand(status)}FuelCard`]);
      expect(shown).toContain('fuelCard');
      expect(shown).toContain('removeFuelCard');
    }
  });
});

describe('what a command does to a card', () => {
  it('refuses to suspend a pending card', () => {
    expect(fuelCardTransition('pending', 'suspend')).toEqual({ ok: false, reason: 'not_issued' });
  });

  it('suspends an active card and activates a suspended one, neither issuing it', () => {
    expect(fuelCardTransition('active', 'suspend')).toEqual({ ok: true, status: 'suspended', issues: false, changed: true });
    expect(fuelCardTransition('suspended', 'activate')).toEqual({ ok: true, status: 'active', issues: false, changed: true });
  });

  it('issues a pending card when it is activated', () => {
    expect(fuelCardTransition('pending', 'activate')).toEqual({ ok: true, status: 'active', issues: true, changed: true });
  });

  it('changes nothing when the card already has the status asked for', () => {
    expect(fuelCardTransition('suspended', 'suspend')).toEqual({ ok: true, status: 'suspended', issues: false, changed: false });
    expect(fuelCardTransition('active', 'activate')).toEqual({ ok: true, status: 'active', issues: false, changed: false });
  });

  it('allows every command the table offers', () => {
    for (const status of FUEL_CARD_STATUSES) {
      const command = toggleCommand(status);
      expect(fuelCardTransition(status, command), `${command} on ${status}`).toMatchObject({ ok: true, changed: true });
    }
  });
});
