import { describe, expect, it } from 'vitest';
import {
  bandPrice,
  budgetEstimate,
  budgetProgram,
  gallonsSince,
  lastSeasonGallons,
  paymentMonths,
  prebuyProgram,
  prebuyQuote,
  scheduleProgress,
  signatureMatches,
  suggestedPrebuyGallons,
  windowState,
} from '../../../src/engine/programs';
import { offerWords } from '../../../src/engine/programs/program-words';
import { formatMonth } from '../../../src/engine/format';

const bands = [
  { from_gallons: 1000, price_per_gallon: 3.099 },
  { from_gallons: 150, price_per_gallon: 3.299 },
  { from_gallons: 500, price_per_gallon: 3.199 },
];

describe('budget monthly amount', () => {
  it('works out 812.4 gal × $3.499 + 10 % over 10 payments as $313 (hand-worked)', () => {
    // 812.4 × 3.499 = 2842.5876 → $2842.59; × 1.10 = 3126.849 → $3126.85; ÷ 10 = 312.685 → up to $313.
    const estimate = budgetEstimate(812.4, { pricePerGallon: 3.499, cushionPercent: 10, payments: 10 });
    expect(estimate.seasonCost).toBe(3126.85);
    expect(estimate.monthlyAmount).toBe(313);
  });

  it('does not round an exact whole-dollar month up', () => {
    // 1000 gal × $3.00 = $3000 ÷ 10 = $300 exactly.
    expect(budgetEstimate(1000, { pricePerGallon: 3, cushionPercent: 0, payments: 10 }).monthlyAmount).toBe(300);
  });

  it('rounds a cent over up to the next dollar', () => {
    // 1000.1 gal × $3.00 = $3000.30 ÷ 10 = $300.03 → $301.
    expect(budgetEstimate(1000.1, { pricePerGallon: 3, cushionPercent: 0, payments: 10 }).monthlyAmount).toBe(301);
  });

  it('rounds a half cent up, as written, not as binary floating point leaves it', () => {
    // 635 gal × $3.299 = $2094.865 exactly → $2094.87 (the float product is 2094.8649999…).
    expect(budgetEstimate(635, { pricePerGallon: 3.299, cushionPercent: 0, payments: 10 }).seasonCost).toBe(2094.87);
    // And its cushion: $2094.87 + 7.3 % = $2247.795… → $2247.80.
    expect(budgetEstimate(635, { pricePerGallon: 3.299, cushionPercent: 7.3, payments: 10 }).seasonCost).toBe(2247.8);
  });

  it('is nothing for an account with no deliveries last season', () => {
    expect(budgetEstimate(0, { pricePerGallon: 3.5, cushionPercent: 10, payments: 10 }).monthlyAmount).toBe(0);
  });
});

describe('last season and used gallons', () => {
  const deliveries = [
    { date: '2025-11-28', quantity: 100 }, // a year before today: not last season
    { date: '2025-11-29', quantity: 150.2 },
    { date: '2026-02-01', quantity: 200.1 },
    { date: '2026-11-28', quantity: 99.9 },
    { date: '2026-11-29', quantity: 500 }, // after today
  ];
  it('sums the 365 days up to today, both ends included', () => {
    expect(lastSeasonGallons(deliveries, '2026-11-28')).toBe(450.2);
  });
  it('counts a contract’s used gallons from its day on', () => {
    expect(gallonsSince(deliveries, '2026-02-01')).toBe(800);
  });
});

describe('pre-buy band price', () => {
  it('takes the band the gallons fall in, bands in any order', () => {
    expect(bandPrice(bands, 149)).toBeNull();
    expect(bandPrice(bands, 150)).toBe(3.299);
    expect(bandPrice(bands, 499)).toBe(3.299);
    expect(bandPrice(bands, 500)).toBe(3.199);
    expect(bandPrice(bands, 999)).toBe(3.199);
    expect(bandPrice(bands, 1000)).toBe(3.099);
  });

  it('quotes 600 gal at $3.199 = $1919.40, a 20 % deposit $383.88 (hand-worked)', () => {
    const quote = prebuyQuote(600, { bands, minGallons: 150, maxGallons: 3000, payment: 'deposit', depositPercent: 20 });
    expect(quote).toEqual({ gallons: 600, pricePerGallon: 3.199, total: 1919.4, payment: 'deposit', dueNow: 383.88 });
  });

  it('rounds a half cent up: 175 gal × $3.299 = $577.325 → $577.33, its 20 % deposit $115.466 → $115.47', () => {
    const quote = prebuyQuote(175, { bands, minGallons: 150, maxGallons: 3000, payment: 'deposit', depositPercent: 20 });
    expect(quote).toMatchObject({ total: 577.33, dueNow: 115.47 });
    // 185 gal × $3.299 = $610.315 → $610.32; a 12.5 % deposit of it $76.29 exactly.
    expect(prebuyQuote(185, { bands, minGallons: 150, maxGallons: 3000, payment: 'deposit', depositPercent: 12.5 })).toMatchObject({ total: 610.32, dueNow: 76.29 });
  });

  it('asks the whole contract when paid in full', () => {
    const quote = prebuyQuote(1000, { bands, minGallons: 150, maxGallons: 3000, payment: 'full', depositPercent: 20 });
    expect(quote).toMatchObject({ total: 3099, dueNow: 3099 });
  });

  it('refuses gallons outside the program’s limits or under every band', () => {
    const program = { bands, minGallons: 100, maxGallons: 2000, payment: 'full' as const, depositPercent: 0 };
    expect(prebuyQuote(99, program)).toEqual({ refused: 'below_minimum' });
    expect(prebuyQuote(2001, program)).toEqual({ refused: 'above_maximum' });
    expect(prebuyQuote(120, program)).toEqual({ refused: 'no_band' });
  });

  it('suggests last season’s gallons within the limits', () => {
    expect(suggestedPrebuyGallons(812.4, { minGallons: 150, maxGallons: 3000 })).toBe(812);
    expect(suggestedPrebuyGallons(40, { minGallons: 150, maxGallons: 3000 })).toBe(150);
    expect(suggestedPrebuyGallons(9000, { minGallons: 150, maxGallons: 3000 })).toBe(3000);
  });
});

describe('enrolment window', () => {
  const window = { from: '2026-07-01', until: '2026-10-31' };
  it('is open from its first day through its last, both included', () => {
    expect(windowState(window, '2026-06-30')).toBe('not_open');
    expect(windowState(window, '2026-07-01')).toBe('open');
    expect(windowState(window, '2026-10-31')).toBe('open');
    expect(windowState(window, '2026-11-01')).toBe('closed');
  });
  it('is never open without a start, and stays open without an end', () => {
    expect(windowState({ from: null, until: '2026-10-31' }, '2026-08-01')).toBe('not_open');
    expect(windowState({ from: '2026-07-01', until: null }, '2030-01-01')).toBe('open');
  });
});

describe('payment schedule', () => {
  it('runs its months across a year end', () => {
    expect(paymentMonths('2026-11', 4)).toEqual(['2026-11', '2026-12', '2027-01', '2027-02']);
  });
  it('counts payments made as the months reached, the rest left', () => {
    expect(scheduleProgress('2026-08', 10, '2026-07-31')).toEqual({ made: 0, left: 10 });
    expect(scheduleProgress('2026-08', 10, '2026-11-28')).toEqual({ made: 4, left: 6 });
    expect(scheduleProgress('2026-08', 10, '2027-09-01')).toEqual({ made: 10, left: 0 });
  });
});

describe('settings with defaults', () => {
  it('fills what the tenant left out from the schema', () => {
    const budget = budgetProgram({ programs: { budget: { enabled: true, first_month: '2026-08' } } });
    expect(budget).toMatchObject({ enabled: true, payments: 10, pricePerGallon: 3.5, cushionPercent: 0, termsVersion: '1', window: { from: null, until: null } });
    const prebuy = prebuyProgram({ programs: { prebuy: { bands } } });
    expect(prebuy.bands.map((b) => b.from_gallons)).toEqual([150, 500, 1000]);
    expect(prebuy).toMatchObject({ enabled: false, minGallons: 150, maxGallons: 3000, payment: 'full' });
  });
});

describe('typed signature', () => {
  const holder = { firstName: 'Anne-Marie', lastName: "O'Brien", displayName: "Anne-Marie O'Brien" };
  it('matches the holder’s name whatever the case, accents, punctuation or order', () => {
    expect(signatureMatches("anne marie obrien", holder)).toBe(false); // "obrien" is one word, the holder's name has "o" "brien"
    expect(signatureMatches("Anne Marie O Brien", holder)).toBe(true);
    expect(signatureMatches("  ANNE-MARIE   o'brien ", holder)).toBe(true);
    expect(signatureMatches("O'Brien, Anne-Marie", holder)).toBe(true);
    expect(signatureMatches("Anne-Marie T. O'Brien", holder)).toBe(true);
    expect(signatureMatches('José Núñez', { firstName: 'Jose', lastName: 'Nunez', displayName: 'Jose Nunez' })).toBe(true);
  });
  it('refuses another name, a part of it, or the name with two more words', () => {
    expect(signatureMatches('Anne-Marie', holder)).toBe(false);
    expect(signatureMatches('John Smith', holder)).toBe(false);
    expect(signatureMatches("Anne-Marie O'Brien and John Smith", holder)).toBe(false);
    expect(signatureMatches('', holder)).toBe(false);
  });
  it('matches a name in a script other than Latin, and still refuses another one in it', () => {
    const holder = { firstName: 'Ольга', lastName: 'Иванова', displayName: 'Ольга Иванова' };
    expect(signatureMatches('Иванова Ольга', holder)).toBe(true);
    expect(signatureMatches('ОЛЬГА ИВАНОВА', holder)).toBe(true);
    expect(signatureMatches('Иван Петров', holder)).toBe(false);
    expect(signatureMatches('John Smith', holder)).toBe(false);
    expect(signatureMatches('王 小明', { firstName: '小明', lastName: '王', displayName: '王小明' })).toBe(true);
    expect(signatureMatches('李 大伟', { firstName: '小明', lastName: '王', displayName: '王小明' })).toBe(false);
  });

  it('takes a business account’s display name as a whole', () => {
    expect(signatureMatches('Green Valley Farm LLC', { firstName: '', lastName: '', displayName: 'Green Valley Farm, LLC' })).toBe(true);
  });
});

describe('an estimate in words', () => {
  const offer = (cushion: number) =>
    ({
      program: 'budget',
      window_state: 'open',
      enrol_until: '2027-05-31',
      figures: { program: 'budget', price_per_gallon: 3.799, last_season_gallons: 993.2, cushion_percent: cushion, monthly_payments: 10, monthly_amount: cushion ? 416 : 378, first_month: '2026-12' },
    }) as unknown as Parameters<typeof offerWords>[0];

  it('says the cushion, so the sum adds up (993.2 gal × $3.799 = $3,773.17, +10% = $4,150.49, ÷ 10 = $416 rounded up), and names the first month', () => {
    expect(offerWords(offer(10)).estimate).toBe(
      'Your estimated budget payment: $416.00 a month for 10 months from December 2026, from the 993.2 gallons you used in the last 12 months at $3.799 a gallon, plus 10% for a colder winter.',
    );
    expect(offerWords(offer(0)).estimate).not.toContain('colder');
  });

  it('names a YYYY-MM month, and refuses what is not one', () => {
    expect(formatMonth('2026-12')).toBe('December 2026');
    expect(formatMonth('2026-13')).toBe('--');
    expect(formatMonth('')).toBe('--');
  });
});
