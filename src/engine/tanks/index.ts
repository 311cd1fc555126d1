/** Tank levels and forecasts (issue 26): what the server and the screens import. */
export { dateOfDay, dayOfDate, dayOfInstant, instantOfDay, type IsoDate, type IsoInstant } from './utc-days';
export type { Fill, Range, Reading, ReadingSource, TankFacts } from './tank-facts';
export { degreeDayTable, loadDegreeDays, type DegreeDay, type DegreeDayLocation, type DegreeDaysSource, type DegreeDayTable } from './degree-days';
export { deliveryIntervals, type DeliveryInterval } from './delivery-intervals';
export { fitKFactor, MINIMUM_FIT_INTERVALS, type KFactorFit } from './k-factor';
export { learnSeasonal } from './seasonal-usage';
export { dailyUsage, usageBetween, type DegreeDayModel, type SeasonalModel, type UsageModel } from './usage-model';
export { DEFAULT_MINIMUM_SPREAD, DEFAULT_THIN_HISTORY_SPREAD, learnUsage, type UsageOptions, type UsageProfile, type UsageSpread } from './usage-profile';
export { DEFAULT_GAUGE_TOLERANCE, type GaugeTolerance, type LevelBasis } from './level-basis';
export { DEFAULT_STALE_AFTER_DAYS, estimateLevel, type KnownLevel, type LevelEstimate, type LevelOptions, type UnknownLevelReason } from './level-estimate';
export { DEFAULT_HORIZON_DAYS, forecastTank, type ForecastOptions, type LevelCrossing, type TankForecast } from './forecast';
export { DEFAULT_FORECAST_DAYS, levelSeries, type LevelPoint, type LevelPointKind, type SeriesOptions } from './level-series';
export { awayPhase, awayProblem, MAX_AWAY_DAYS, type AwayProblem } from './away-period';
