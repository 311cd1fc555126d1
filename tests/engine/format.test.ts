import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  EMPTY_MONEY,
  MISSING_DATE,
  formatBoolean,
  formatDate,
  formatDateTime,
  formatDateTimeNewYork,
  formatMoney,
  formatQuantity,
  formatStatus,
  formatUnitPrice,
} from '../../src/engine/format';

/**
 * The display rules of spec 1 §5 and spec 2 §9: dates MM/DD/YYYY ('--' when missing or invalid;
 * date-only values as UTC; timestamps UTC shown in a zone with a 12-hour clock; a second
 * formatter in New York time), money with a '$' prefix ('$ 0.00' when empty, a negative with a
 * CR suffix), quantity '{n} gallons' or '-' when 0.
 */

describe('formatMoney (spec 2 §9: $ prefix, empty "$ 0.00", negative with suffix CR)', () => {
  it('prefixes "$" and shows two decimals with thousands separators', () => {
    expect(formatMoney(1234.5)).toBe('$1,234.50');
    expect(formatMoney(1234567.891)).toBe('$1,234,567.89');
    expect(formatMoney(7)).toBe('$7.00');
    expect(formatMoney(0.1)).toBe('$0.10');
    expect(formatMoney(999.999)).toBe('$1,000.00');
  });

  it('shows a zero amount as $0.00 (an amount, not an empty value)', () => {
    expect(formatMoney(0)).toBe('$0.00');
    expect(formatMoney(-0)).toBe('$0.00');
  });

  it.each([
    ['null', null],
    ['undefined', undefined],
    ['an empty string', ''],
    ['NaN', Number.NaN],
    ['a non-numeric string', 'abc'],
    ['Infinity', Number.POSITIVE_INFINITY],
  ])('shows %s as "$ 0.00"', (_label, value) => {
    expect(formatMoney(value)).toBe('$ 0.00');
    expect(EMPTY_MONEY).toBe('$ 0.00');
  });

  it('shows a negative amount as its absolute value with a " CR" suffix', () => {
    expect(formatMoney(-25)).toBe('$25.00 CR');
    expect(formatMoney(-1234.5)).toBe('$1,234.50 CR');
    expect(formatMoney(-0.01)).toBe('$0.01 CR');
    expect(formatMoney(-25)).not.toContain('-');
  });

  it('does not call an amount that rounds to zero a credit', () => {
    expect(formatMoney(-0.001)).toBe('$0.00');
    expect(formatMoney(-0.004)).toBe('$0.00');
  });

  it('formats numeric strings like the numbers they hold', () => {
    expect(formatMoney('1234.5')).toBe('$1,234.50');
    expect(formatMoney('-1234.5')).toBe('$1,234.50 CR');
    expect(formatMoney('0')).toBe('$0.00');
    expect(formatMoney(' 12 ')).toBe('$12.00');
    expect(formatMoney('-0.001')).toBe('$0.00');
  });
});

describe('formatDate (MM/DD/YYYY; "--" when missing or invalid)', () => {
  it('shows a date-only value as MM/DD/YYYY with zero padding', () => {
    expect(formatDate('2026-03-01')).toBe('03/01/2026');
    expect(formatDate('2026-12-31')).toBe('12/31/2026');
    expect(formatDate('2024-02-29')).toBe('02/29/2024');
  });

  it.each([
    ['null', null],
    ['undefined', undefined],
    ['an empty string', ''],
    ['text that is not a date', 'not a date'],
    ['a day that does not exist (2026-02-30)', '2026-02-30'],
    ['29 February of a common year', '2026-02-29'],
    ['month 13', '2026-13-01'],
    ['a timestamp on a day that does not exist', '2026-02-30T10:00:00Z'],
    ['a timestamp with hour 25', '2026-03-01T25:00:00Z'],
    ['NaN', Number.NaN],
    ['an invalid Date', new Date(Number.NaN)],
  ])('shows %s as "--"', (_label, value) => {
    expect(formatDate(value, 'UTC')).toBe('--');
    expect(formatDateTime(value, 'UTC')).toBe('--');
    expect(MISSING_DATE).toBe('--');
  });

  it('reads a date-only value as a UTC calendar date: the same day in every zone', () => {
    // Adak is UTC-10 and Kiritimati UTC+14, the two ends of the clock: read as the instant
    // 2026-03-01T00:00Z and shown in Adak, the date would fall back to 02/28/2026.
    for (const zone of ['UTC', 'America/Los_Angeles', 'America/Adak', 'Pacific/Kiritimati', 'Asia/Tokyo']) {
      expect(formatDate('2026-03-01', zone)).toBe('03/01/2026');
      expect(formatDate('2026-01-01', zone)).toBe('01/01/2026');
      expect(formatDateTime('2026-03-01', zone)).toBe('03/01/2026');
    }
  });

  it('shows a timestamp on the calendar day of the given zone', () => {
    // 02:00 UTC on 1 March is still 28 February (21:00) in New York.
    expect(formatDate('2026-03-01T02:00:00Z', 'UTC')).toBe('03/01/2026');
    expect(formatDate('2026-03-01T02:00:00Z', 'America/New_York')).toBe('02/28/2026');
    expect(formatDate('2026-03-01T12:00:00Z', 'Pacific/Kiritimati')).toBe('03/02/2026');
  });

  it('accepts a Date and epoch milliseconds as timestamps', () => {
    expect(formatDate(new Date(Date.UTC(2026, 6, 4, 15)), 'UTC')).toBe('07/04/2026');
    expect(formatDate(Date.UTC(2026, 6, 4, 15), 'UTC')).toBe('07/04/2026');
  });
});

describe('formatDateTime (timestamps are UTC, shown in a zone with a 12-hour clock)', () => {
  it('shows a UTC timestamp in the given zone as MM/DD/YYYY hh:mm AM/PM', () => {
    expect(formatDateTime('2026-03-01T17:05:00Z', 'America/New_York')).toBe('03/01/2026 12:05 PM');
    expect(formatDateTime('2026-03-01T17:05:00Z', 'UTC')).toBe('03/01/2026 05:05 PM');
    expect(formatDateTime('2026-03-01T17:05:00Z', 'America/Los_Angeles')).toBe('03/01/2026 09:05 AM');
  });

  it('uses a 12-hour clock: midnight is 12 AM, noon 12 PM', () => {
    expect(formatDateTime('2026-03-01T00:00:00Z', 'UTC')).toBe('03/01/2026 12:00 AM');
    expect(formatDateTime('2026-03-01T12:00:00Z', 'UTC')).toBe('03/01/2026 12:00 PM');
    expect(formatDateTime('2026-03-01T23:59:00Z', 'UTC')).toBe('03/01/2026 11:59 PM');
  });

  it('moves the date with the zone when the time crosses midnight', () => {
    expect(formatDateTime('2026-03-01T02:30:00Z', 'America/New_York')).toBe('02/28/2026 09:30 PM');
  });

  it('reads a timestamp without a zone as UTC', () => {
    expect(formatDateTime('2026-03-01T17:05:00', 'America/New_York')).toBe('03/01/2026 12:05 PM');
    expect(formatDateTime('2026-03-01 17:05:00', 'America/New_York')).toBe('03/01/2026 12:05 PM');
    expect(formatDateTime('2026-03-01T17:05:00.250', 'UTC')).toBe('03/01/2026 05:05 PM');
  });

  it('honours an explicit offset in the timestamp', () => {
    expect(formatDateTime('2026-03-01T17:05:00+02:00', 'UTC')).toBe('03/01/2026 03:05 PM');
    expect(formatDateTime('2026-03-01T12:05:00-05:00', 'America/New_York')).toBe('03/01/2026 12:05 PM');
  });

  it('shows a date-only value without a time', () => {
    expect(formatDateTime('2026-03-01', 'America/New_York')).toBe('03/01/2026');
  });
});

describe('formatDateTimeNewYork (the second formatter, in New York time)', () => {
  it('shows timestamps in Eastern Standard Time in winter', () => {
    expect(formatDateTimeNewYork('2026-03-01T17:05:00Z')).toBe('03/01/2026 12:05 PM');
    expect(formatDateTimeNewYork('2026-01-15T04:59:00Z')).toBe('01/14/2026 11:59 PM');
  });

  it('shows timestamps in Eastern Daylight Time in summer', () => {
    expect(formatDateTimeNewYork('2026-07-04T16:30:00Z')).toBe('07/04/2026 12:30 PM');
  });

  it('keeps the rules for date-only and invalid values', () => {
    expect(formatDateTimeNewYork('2026-03-01')).toBe('03/01/2026');
    expect(formatDateTimeNewYork('2026-02-30')).toBe('--');
    expect(formatDateTimeNewYork(null)).toBe('--');
  });
});

describe("dates in the viewer's own zone (process TZ America/Los_Angeles)", () => {
  // Table cells call formatDate(value) without a zone, so the viewer's zone is the process's.
  // Node re-reads process.env.TZ when it is assigned; the first assertion of each test proves
  // the switch took effect, so these tests cannot pass by running in UTC.
  const original = process.env.TZ;
  beforeEach(() => {
    process.env.TZ = 'America/Los_Angeles';
  });
  afterEach(() => {
    if (original === undefined) delete process.env.TZ;
    else process.env.TZ = original;
  });
  const inLosAngeles = () => expect(new Date(Date.UTC(2026, 2, 1, 12)).getTimezoneOffset()).toBe(480);

  it('does not move a date-only value back a day', () => {
    inLosAngeles();
    expect(formatDate('2026-03-01')).toBe('03/01/2026');
    expect(formatDateTime('2026-03-01')).toBe('03/01/2026');
  });

  it('shows a UTC timestamp in local time', () => {
    inLosAngeles();
    expect(formatDateTime('2026-03-01T17:05:00Z')).toBe('03/01/2026 09:05 AM');
    expect(formatDate('2026-03-01T02:00:00Z')).toBe('02/28/2026');
  });

  it('reads a timestamp without a zone as UTC, not as local time', () => {
    inLosAngeles();
    expect(formatDateTime('2026-03-01T17:05:00')).toBe('03/01/2026 09:05 AM');
  });
});

describe('formatQuantity (spec 2 §9: "{n} gallons" or "-" when 0)', () => {
  it('shows "{n} gallons"', () => {
    expect(formatQuantity(150)).toBe('150 gallons');
    expect(formatQuantity(1)).toBe('1 gallons');
    expect(formatQuantity(12.5)).toBe('12.5 gallons');
    expect(formatQuantity(1500)).toBe('1500 gallons');
  });

  it('shows "-" for 0', () => {
    expect(formatQuantity(0)).toBe('-');
    expect(formatQuantity(-0)).toBe('-');
  });

  it('shows "-" for a missing or non-finite quantity too', () => {
    expect(formatQuantity(null)).toBe('-');
    expect(formatQuantity(undefined)).toBe('-');
    expect(formatQuantity(Number.NaN)).toBe('-');
    expect(formatQuantity(Number.POSITIVE_INFINITY)).toBe('-');
  });

  it('takes another unit when given one', () => {
    expect(formatQuantity(40, 'liters')).toBe('40 liters');
    expect(formatQuantity(0, 'liters')).toBe('-');
  });
});

describe('formatStatus and formatBoolean', () => {
  it('shows an enum code as capitalised words', () => {
    expect(formatStatus('credit_hold')).toBe('Credit Hold');
    expect(formatStatus('ACTIVE')).toBe('Active');
    expect(formatStatus('past-due notice')).toBe('Past Due Notice');
    expect(formatStatus('__pending__')).toBe('Pending');
  });

  it('shows nothing for a missing status', () => {
    expect(formatStatus(null)).toBe('');
    expect(formatStatus(undefined)).toBe('');
    expect(formatStatus('')).toBe('');
  });

  it('shows booleans as Yes/No and nothing when missing', () => {
    expect(formatBoolean(true)).toBe('Yes');
    expect(formatBoolean(false)).toBe('No');
    expect(formatBoolean(null)).toBe('');
    expect(formatBoolean(undefined)).toBe('');
  });
});

describe('formatUnitPrice (fuel is priced to a tenth of a cent)', () => {
  it('shows three decimals so gallons × price matches the line amount', () => {
    expect(formatUnitPrice(3.933)).toBe('$3.933');
    expect(formatUnitPrice(2.5)).toBe('$2.500');
    expect(formatUnitPrice('4.0999')).toBe('$4.100');
    expect(formatUnitPrice(1234.5)).toBe('$1,234.500');
  });

  it('follows the money rules for missing and negative prices', () => {
    expect(formatUnitPrice(null)).toBe('$ 0.00');
    expect(formatUnitPrice(undefined)).toBe('$ 0.00');
    expect(formatUnitPrice('abc')).toBe('$ 0.00');
    expect(formatUnitPrice(-0.25)).toBe('$0.250 CR');
    expect(formatUnitPrice(-0.0001)).toBe('$0.000');
  });
});
