import type { components } from '../../../openapi/generated/tenant-api';
import type { Db } from '../db/database';
import type { LoadedTenant } from '../tenants/load-tenants';
import { tankSettingsOf } from './tank-settings';
import { dateOfDay, dayOfInstant, estimateLevel, forecastTank, learnUsage, levelSeries, type TankFacts } from '../../engine/tanks';
import { accountTankHistory } from './tank-history';
import { forecastParts, levelView, pointView } from './tank-forecast-view';
import { readingView } from './reading-rules';
import { tankPlansOf } from './tank-plan';

type AccountTanks = components['schemas']['AccountTanks'];

/** One tank's forecast as the API answers it, with the date of its latest delivery (what a low alert's cycle is). */
export interface TankOfAccount {
  view: AccountTanks['tanks'][number];
  lastFill: string | null;
}

/**
 * Each tank of an account with its level, forecast and chart from `chartDays` ago, worked out at
 * `now` by the engine (src/engine/tanks) from the tank's deliveries and readings at the tenant's
 * reorder level and fill limits: what GET …/tanks answers and the tank.low watch reads. No weather
 * adapter is configured yet, so usage is the seasonal profile of the tank's own history (the
 * engine's K-factor model waits for degree days).
 */
export async function accountTanks(db: Db, tenant: LoadedTenant, accountId: string, now: Date, chartDays: number): Promise<{ answer: AccountTanks; tanks: TankOfAccount[] }> {
  const nowIso = now.toISOString();
  const chartFrom = dateOfDay(Math.floor(dayOfInstant(nowIso)) - chartDays);
  const settings = tankSettingsOf(tenant);
  const history = await accountTankHistory(db, accountId, new Date(`${chartFrom}T00:00:00Z`));
  const plans = await tankPlansOf(db, tenant, accountId, history.tanks.map((tank) => tank.dropId));

  const tanks = history.tanks.map((tank): TankOfAccount => {
    const fills = (history.fills.get(tank.dropId) ?? []).map((f) => ({ date: f.date, gallons: f.gallons }));
    const stored = history.readings.get(tank.dropId) ?? [];
    const facts: TankFacts = {
      sizeGallons: tank.tankSize,
      fillLimitPercent: settings.fillLimitOf(tank.productType),
      fills,
      readings: stored.map((r) => ({ at: r.readAt.toISOString(), percent: r.percent, source: r.source })),
    };
    const profile = learnUsage(fills);
    const level = estimateLevel(facts, profile, { now: nowIso });
    const latest = stored.filter((r) => r.readAt <= now).reduce<(typeof stored)[number] | null>((a, r) => (a && a.readAt >= r.readAt ? a : r), null);
    const lastFill = fills.reduce<string | null>((last, fill) => (last === null || fill.date > last ? fill.date : last), null);
    return {
      lastFill,
      view: {
        tank_id: tank.dropId,
        drop_name: tank.dropName,
        location_number: tank.locationNumber,
        product_name: tank.productName,
        product_type: tank.productType,
        tank_size: tank.tankSize,
        fill_limit_percent: facts.fillLimitPercent,
        level: level.status === 'known' ? levelView(level) : null,
        level_unknown_reason: level.status === 'known' ? null : level.reason,
        ...forecastParts(forecastTank(facts, profile, { now: nowIso, reorderPercent: settings.reorderPercent })),
        latest_reading: latest && readingView(latest),
        points: levelSeries(facts, profile, { from: chartFrom, now: nowIso }).map(pointView),
        plan: plans.get(tank.dropId)!,
      },
    };
  });
  return { answer: { account_id: accountId, as_of: nowIso, reorder_percent: settings.reorderPercent, chart_from: chartFrom, tanks: tanks.map((tank) => tank.view) }, tanks };
}
