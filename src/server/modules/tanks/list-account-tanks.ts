import { accountOf } from '../../accounts/account';
import { tenantHandler } from '../../openapi/operation-types';
import { tankSettingsOf } from '../../tanks/tank-settings';
import { dateOfDay, dayOfInstant, estimateLevel, forecastTank, learnUsage, levelSeries, type TankFacts } from '../../../engine/tanks';
import { accountTankHistory } from './tank-history';
import { forecastParts, levelView, pointView } from './tank-forecast-view';
import { readingView } from './reading-rules';

/**
 * GET /accounts/{account_id}/tanks: each tank's level, forecast and chart, worked out now by the
 * engine (src/engine/tanks) from the tank's deliveries and readings at the tenant's reorder level
 * and fill limits. No weather adapter is configured yet, so usage is the seasonal profile of the
 * tank's own history (the engine's K-factor model waits for degree days).
 */
export const listAccountTanks = tenantHandler<'listAccountTanks'>(async ({ db, tenant, params, query, services }) => {
  await accountOf(db, params.account_id);
  const now = services.now();
  const nowIso = now.toISOString();
  const chartFrom = dateOfDay(Math.floor(dayOfInstant(nowIso)) - (query.chart_days ?? 120));
  const settings = tankSettingsOf(tenant);
  const history = await accountTankHistory(db, params.account_id, new Date(`${chartFrom}T00:00:00Z`));

  const tanks = history.tanks.map((tank) => {
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
    return {
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
    };
  });
  return { account_id: params.account_id, as_of: nowIso, reorder_percent: settings.reorderPercent, chart_from: chartFrom, tanks };
});
