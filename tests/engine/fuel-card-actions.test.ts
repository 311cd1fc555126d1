/** The fuel card rule shared by the card table and the server (spec 1 §4, §6). */
import { describe, expect, it } from 'vitest';
import { FUEL_CARD_STATUSES, fuelCardActions, fuelCardTransition, toggleCommand } from '../../src/engine/fuel-cards/card-actions';

describe('which actions a card offers', () => {
  it('offers Suspend only on an active card: a pending card has none, a suspended one shows Activate', () => {
    expect(fuelCardActions('active')).toEqual(['suspend', 'details', 'remove']);
    expect(fuelCardActions('suspended')).toEqual(['activate', 'details', 'remove']);
    expect(fuelCardActions('pending')).toEqual(['activate', 'details', 'remove']);
    expect(FUEL_CARD_STATUSES.filter((status) => fuelCardActions(status).includes('suspend'))).toEqual(['active']);
  });

  it('gives every status exactly one status command, and Details and Remove always', () => {
    for (const status of FUEL_CARD_STATUSES) {
      const actions = fuelCardActions(status);
      expect(actions.filter((a) => a === 'suspend' || a === 'activate')).toEqual([toggleCommand(status)]);
      expect(actions).toContain('details');
      expect(actions).toContain('remove');
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
