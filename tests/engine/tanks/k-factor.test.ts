import { describe, expect, it } from 'vitest';
import { degreeDayTable, type DegreeDay } from '../../../src/engine/tanks/degree-days';
import { fitKFactor } from '../../../src/engine/tanks/k-factor';
import { learnUsage } from '../../../src/engine/tanks/usage-profile';
import { dailyUsage } from '../../../src/engine/tanks/usage-model';
import { dateOfDay, dayOfDate, type IsoDate } from '../../../src/engine/tanks/utc-days';
import { deliveryIntervals } from '../../../src/engine/tanks/delivery-intervals';

/** A table of `perDay` degree days every day of each span (`to` excluded). */
function table(spans: [from: IsoDate, to: IsoDate, perDay: number][]) {
  const days: DegreeDay[] = [];
  for (const [from, to, perDay] of spans) {
    for (let day = dayOfDate(from); day < dayOfDate(to); day += 1) days.push({ date: dateOfDay(day), heatingDegreeDays: perDay, kind: 'observed' });
  }
  return degreeDayTable(days);
}

/*
 * A house burning a base of 1 gal/day and one gallon per 5 degree days (K = 5):
 *   Sep 1 → Oct 1   30 days,  0 DD/day:   0 DD → 30 + 0/5   =  30 gal
 *   Oct 1 → Oct 31  30 days, 10 DD/day: 300 DD → 30 + 300/5 =  90 gal
 *   Oct 31 → Nov 30 30 days, 30 DD/day: 900 DD → 30 + 900/5 = 210 gal
 *   Nov 30 → Dec 20 20 days, 40 DD/day: 800 DD → 20 + 800/5 = 180 gal
 */
const K5_FILLS = [
  { date: '2025-09-01', gallons: 150 },
  { date: '2025-10-01', gallons: 30 },
  { date: '2025-10-31', gallons: 90 },
  { date: '2025-11-30', gallons: 210 },
  { date: '2025-12-20', gallons: 180 },
];
const K5_WEATHER = table([
  ['2025-09-01', '2025-10-01', 0],
  ['2025-10-01', '2025-10-31', 10],
  ['2025-10-31', '2025-11-30', 30],
  ['2025-11-30', '2026-03-01', 40],
]);

describe('the K-factor model', () => {
  it('recovers base 1 gal/day and K = 5 from intervals made with them', () => {
    const fit = fitKFactor(deliveryIntervals(K5_FILLS), K5_WEATHER);
    expect(fit.fitted).toBe(true);
    if (!fit.fitted) return;
    expect(fit.baseGallonsPerDay).toBeCloseTo(1, 9);
    expect(fit.kFactor).toBeCloseTo(5, 9);
    expect(fit.intervals).toBe(4);
  });

  it('makes the profile burn base + DD/K a day, and the seasonal rate where the table has no figure', () => {
    const profile = learnUsage(K5_FILLS, { degreeDays: K5_WEATHER });
    expect(profile?.model.kind).toBe('degree-days');
    expect(profile?.kFactorSkipped).toBeNull();
    if (!profile) return;
    // A January day at 40 DD: 1 + 40/5 = 9 gal.
    expect(dailyUsage(profile.model, dayOfDate('2026-01-15'), K5_WEATHER)).toBeCloseTo(9, 9);
    // April is past the table: the seasonal profile's overall rate, 510 gal / 110 days.
    expect(dailyUsage(profile.model, dayOfDate('2026-04-15'), K5_WEATHER)).toBeCloseTo(510 / 110, 9);
    // The fit explains every interval, so the range is the ±15 % floor.
    expect(profile.spread.low).toBeCloseTo(0.85, 9);
    expect(profile.spread.high).toBeCloseTo(1.15, 9);
  });

  it('fits a heat-only account (base 0) when the free fit wants a negative base', () => {
    // Made with base −1 gal/day and 1/K = 0.2, which no house burns:
    //   30 days, 300 DD →  60 − 30 =  30 gal;  30 days, 900 DD → 180 − 30 = 150 gal;
    //   20 days, 800 DD → 160 − 20 = 140 gal.
    // Base 0 and least squares on DD alone: 1/K = ΣDD·gal / ΣDD² =
    //   (300·30 + 900·150 + 800·140) / (300² + 900² + 800²) = 256 000 / 1 540 000, K = 6.015625.
    const fills = [
      { date: '2025-10-01', gallons: 100 },
      { date: '2025-10-31', gallons: 30 },
      { date: '2025-11-30', gallons: 150 },
      { date: '2025-12-20', gallons: 140 },
    ];
    const weather = table([
      ['2025-10-01', '2025-10-31', 10],
      ['2025-10-31', '2025-11-30', 30],
      ['2025-11-30', '2025-12-20', 40],
    ]);
    const fit = fitKFactor(deliveryIntervals(fills), weather);
    expect(fit).toMatchObject({ fitted: true, baseGallonsPerDay: 0 });
    if (fit.fitted) expect(fit.kFactor).toBeCloseTo(6.015625, 9);
  });

  it('falls back to the seasonal profile, saying why', () => {
    // Two intervals: two unknowns would fit them exactly, and say nothing.
    const two = learnUsage(K5_FILLS.slice(0, 3), { degreeDays: K5_WEATHER });
    expect(two).toMatchObject({ model: { kind: 'seasonal' }, kFactorSkipped: 'too-few-intervals' });

    // Colder intervals burning less: K would be negative.
    const backwards = [
      { date: '2025-10-01', gallons: 100 },
      { date: '2025-10-31', gallons: 300 },
      { date: '2025-11-30', gallons: 150 },
      { date: '2025-12-30', gallons: 30 },
    ];
    const weather = table([
      ['2025-10-01', '2025-10-31', 5],
      ['2025-10-31', '2025-11-30', 20],
      ['2025-11-30', '2025-12-30', 40],
    ]);
    expect(learnUsage(backwards, { degreeDays: weather })).toMatchObject({ model: { kind: 'seasonal' }, kFactorSkipped: 'not-physical' });

    // Every interval as cold per day as the others: days and degree days cannot be told apart.
    const even = table([['2025-10-01', '2025-12-30', 20]]);
    expect(fitKFactor(deliveryIntervals(backwards), even)).toEqual({ fitted: false, reason: 'not-physical' });

    // Degree days missing for most of the history: too few intervals left to fit.
    const partial = table([['2025-10-01', '2025-10-31', 5]]);
    expect(fitKFactor(deliveryIntervals(backwards), partial)).toEqual({ fitted: false, reason: 'too-few-intervals' });
  });
});
