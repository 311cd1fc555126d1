import { describe, expect, it } from 'vitest';
import type { Schemas } from '../../../src/engine/api/types';
import { tankPlanWords } from '../../../src/engine/tanks/tank-plan-words';

type TankPlan = Schemas['TankPlan'];

const plan = (over: Partial<TankPlan>): TankPlan => ({ delivery_plan: 'unknown', access_notes: null, away_from: null, away_to: null, pending: [], ...over });

describe("a tank card's delivery plan words", () => {
  it('says automatic, will-call or not on file in words', () => {
    expect(tankPlanWords(plan({ delivery_plan: 'automatic' }), '2026-11-28').plan).toBe('Automatic delivery: we schedule your fills');
    expect(tankPlanWords(plan({ delivery_plan: 'will_call' }), '2026-11-28').plan).toBe('Will-call: you order each fill');
    expect(tankPlanWords(plan({}), '2026-11-28').plan).toBe('Not on file: ask us to set it');
  });

  it('shows an away period ahead and under way, and none once it is over', () => {
    const away = plan({ delivery_plan: 'automatic', away_from: '2026-12-20', away_to: '2027-01-05' });
    expect(tankPlanWords(away, '2026-11-28').away).toBe('Away 12/20/2026 to 01/05/2027: we deliver before you leave or after you are back, not while you are away');
    expect(tankPlanWords(away, '2027-01-05').away).toBe('Away until 01/05/2027: no automatic delivery until you are back');
    expect(tankPlanWords(away, '2027-01-06').away).toBeUndefined();
  });

  it('tells a will-call customer going away to order first: nothing is scheduled to pause', () => {
    const away = plan({ delivery_plan: 'will_call', away_from: '2026-12-20', away_to: '2027-01-05' });
    expect(tankPlanWords(away, '2026-11-28').away).toBe('Away 12/20/2026 to 01/05/2027: if the tank will need fuel while you are away, order before you leave');
    expect(tankPlanWords(away, '2027-01-05').away).toBe('Away until 01/05/2027');
  });

  it('lists the approved notes for the driver with the gate code masked, leaving out what was not given', () => {
    const words = tankPlanWords(plan({ access_notes: { gate_code: '••34', dog: 'Friendly lab', fill_location: '', other_notes: '' } }), '2026-11-28');
    expect(words.accessNotes).toEqual(['Gate code ••34', 'Dog: Friendly lab']);
  });

  it('says each request waiting for approval, by kind', () => {
    const words = tankPlanWords(
      plan({
        pending: [
          { request_id: 1, kind: 'plan_switch', created_at: '2026-11-20T10:00:00Z', delivery_plan: 'automatic', away_from: null, away_to: null },
          { request_id: 2, kind: 'away', created_at: '2026-11-21T10:00:00Z', delivery_plan: null, away_from: '2026-12-20', away_to: '2027-01-05' },
          { request_id: 3, kind: 'worried', created_at: '2026-11-22T10:00:00Z', delivery_plan: null, away_from: null, away_to: null },
        ],
      }),
      '2026-11-28',
    );
    expect(words.pending).toEqual([
      'Switch to automatic delivery (sent 11/20/2026)',
      'Away 12/20/2026 to 01/05/2027 (sent 11/21/2026)',
      'You told us you are worried about running out (sent 11/22/2026): we are on it',
    ]);
  });
});
