import { describe, expect, it } from 'vitest';
import {
  SUCCESS_FLAG_CLEANUP_MS,
  createSuccessFlags,
  fuelOrderFlag,
  makePaymentFlag,
  type FlagStorage,
} from '../../src/engine/success-flags';

/** A Web Storage stand-in over a Map, as sessionStorage behaves for the methods the store uses. */
function memoryStorage(entries: Record<string, string> = {}): FlagStorage & { entries: Map<string, string> } {
  const map = new Map(Object.entries(entries));
  return {
    entries: map,
    get length() {
      return map.size;
    },
    key: (index) => [...map.keys()][index] ?? null,
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, String(value)),
    removeItem: (key) => void map.delete(key),
  };
}

/** A clock the test moves by hand; local time, as the day boundary is the user's midnight. */
function fakeClock(start: Date) {
  let time = start.getTime();
  return { now: () => time, advance: (ms: number) => (time += ms), set: (date: Date) => (time = date.getTime()) };
}

const PAYMENT = makePaymentFlag('100234');

describe('success flags', () => {
  it('names flags per account and cleans every 5 minutes (spec 2 §9)', () => {
    expect(makePaymentFlag('100234')).toBe('make-payment:100234');
    expect(fuelOrderFlag('100234')).toBe('fuel-order:100234');
    expect(SUCCESS_FLAG_CLEANUP_MS).toBe(300_000);
  });

  it('is raised until 23:59:59.999 of the local day it was set', () => {
    const clock = fakeClock(new Date(2026, 10, 24, 9, 30));
    const flags = createSuccessFlags(memoryStorage(), clock.now);
    expect(flags.has(PAYMENT)).toBe(false);
    expect(flags.set(PAYMENT)).toBe(new Date(2026, 10, 24, 23, 59, 59, 999).getTime());
    clock.set(new Date(2026, 10, 24, 23, 59, 59, 999));
    expect(flags.has(PAYMENT)).toBe(true);
    clock.advance(1);
    expect(flags.has(PAYMENT)).toBe(false);
  });

  it('set at 23:59:59.000 expires 999 ms later', () => {
    const clock = fakeClock(new Date(2026, 10, 24, 23, 59, 59, 0));
    const flags = createSuccessFlags(memoryStorage(), clock.now);
    flags.set(PAYMENT);
    clock.advance(999);
    expect(flags.has(PAYMENT)).toBe(true);
    clock.advance(1);
    expect(flags.has(PAYMENT)).toBe(false);
  });

  it('keeps flags of different keys apart, and removes one on request', () => {
    const flags = createSuccessFlags(memoryStorage(), fakeClock(new Date(2026, 10, 24, 12)).now);
    flags.set(PAYMENT);
    expect(flags.has(makePaymentFlag('999'))).toBe(false);
    expect(flags.has(fuelOrderFlag('100234'))).toBe(false);
    flags.remove(PAYMENT);
    expect(flags.has(PAYMENT)).toBe(false);
  });

  it('is read back by another store over the same storage (a reload)', () => {
    const storage = memoryStorage();
    const clock = fakeClock(new Date(2026, 10, 24, 12));
    createSuccessFlags(storage, clock.now).set(PAYMENT);
    expect(createSuccessFlags(storage, clock.now).has(PAYMENT)).toBe(true);
  });

  it('cleanExpired removes only expired flags and leaves entries that are not flags alone', () => {
    const storage = memoryStorage({ userInfo: '{"user_key":"k"}', tenant: 'demo' });
    const clock = fakeClock(new Date(2026, 10, 24, 18));
    const flags = createSuccessFlags(storage, clock.now);
    flags.set(makePaymentFlag('1'));
    flags.set(fuelOrderFlag('1'));
    clock.set(new Date(2026, 10, 25, 8));
    flags.set(makePaymentFlag('2'));

    expect(flags.cleanExpired()).toBe(2);
    expect([...storage.entries.keys()]).toEqual(['userInfo', 'tenant', 'successFlag:make-payment:2']);
    expect(flags.has(makePaymentFlag('2'))).toBe(true);
    expect(flags.cleanExpired()).toBe(0);
  });

  it('ignores corrupt stored flags instead of throwing, and cleans them away', () => {
    const storage = memoryStorage({
      [`successFlag:${PAYMENT}`]: '{not json',
      'successFlag:fuel-order:1': '{"expires_at":"tomorrow"}',
      'successFlag:fuel-order:2': 'null',
    });
    const flags = createSuccessFlags(storage, fakeClock(new Date(2026, 10, 24, 12)).now);
    expect(() => flags.has(PAYMENT)).not.toThrow();
    expect(flags.has(PAYMENT)).toBe(false);
    expect(flags.has(fuelOrderFlag('1'))).toBe(false);
    expect(flags.has(fuelOrderFlag('2'))).toBe(false);
    expect(flags.cleanExpired()).toBe(3);
    expect(storage.length).toBe(0);
  });

  it('raises a corrupt flag again when set', () => {
    const storage = memoryStorage({ [`successFlag:${PAYMENT}`]: '{not json' });
    const flags = createSuccessFlags(storage, fakeClock(new Date(2026, 10, 24, 12)).now);
    flags.set(PAYMENT);
    expect(flags.has(PAYMENT)).toBe(true);
  });
});
