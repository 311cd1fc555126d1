import type { Schemas } from '../api/types';
import { formatDate } from '../format';
import { fillTankLevel, tankLevelMessages as t } from '../messages/tank-levels';
import { awayPhase } from './away-period';

type TankPlan = Schemas['TankPlan'];

/** What a tank card says of the tank's delivery plan (issue 26), each line in the reader's language; a line left out is undefined. */
export interface TankPlanWords {
  /** Automatic, will-call, or not on file: always said, in words. */
  plan: string;
  /** The away period, while it is ahead or under way (an ended one is not shown). */
  away?: string;
  /** The approved notes for the driver, the gate code masked. */
  accessNotes: string[];
  /** The customer's requests staff have not decided yet. */
  pending: string[];
}

const planWords: Record<TankPlan['delivery_plan'], () => string> = {
  automatic: () => t.planAutomatic,
  will_call: () => t.planWillCall,
  unknown: () => t.planUnknown,
};

const shortPlan = (plan: 'automatic' | 'will_call' | null) => (plan === 'automatic' ? t.planAutomaticShort : t.planWillCallShort);

/** The words of a tank's plan on `today` (a UTC calendar date, as the away rules count). */
export function tankPlanWords(plan: TankPlan, today: string): TankPlanWords {
  let away: string | undefined;
  if (plan.away_from && plan.away_to) {
    const phase = awayPhase(plan.away_from, plan.away_to, today);
    const automatic = plan.delivery_plan === 'automatic';
    if (phase === 'upcoming') away = fillTankLevel(automatic ? 'awayUpcoming' : 'awayUpcomingWillCall', { from: formatDate(plan.away_from), to: formatDate(plan.away_to) });
    else if (phase === 'away') away = fillTankLevel(automatic ? 'awayNow' : 'awayNowWillCall', { to: formatDate(plan.away_to) });
  }
  const notes = plan.access_notes;
  const accessNotes = notes
    ? [
        notes.gate_code && fillTankLevel('accessGateCode', { mask: notes.gate_code }),
        notes.dog && fillTankLevel('accessDog', { text: notes.dog }),
        notes.fill_location && fillTankLevel('accessFill', { text: notes.fill_location }),
        notes.other_notes && fillTankLevel('accessOther', { text: notes.other_notes }),
      ].filter((line): line is string => Boolean(line))
    : [];
  const pending = plan.pending.map((request) => {
    const date = formatDate(request.created_at);
    switch (request.kind) {
      case 'plan_switch':
        return fillTankLevel('pendingSwitch', { plan: shortPlan(request.delivery_plan), date });
      case 'access_notes':
        return fillTankLevel('pendingAccessNotes', { date });
      case 'away':
        return fillTankLevel('pendingAway', { from: formatDate(request.away_from ?? ''), to: formatDate(request.away_to ?? ''), date });
      default:
        return fillTankLevel('pendingWorried', { date });
    }
  });
  return { plan: planWords[plan.delivery_plan](), away, accessNotes, pending };
}
