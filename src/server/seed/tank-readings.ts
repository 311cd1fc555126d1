/**
 * The demo's tank monitor (issue 26): one tank of the demo customer reports its level, the way a
 * monitor vendor's readings arrive through the supplier's import; the customer's other tanks have
 * their delivery history only, so the portal shows both a read level and an estimated one. The
 * readings follow the tank's own burn rate from its last delivery, so they agree with what the
 * forecasts learn from the same history.
 */
import type { ImportRecords } from '../imports/kinds';
import type { GeneratedAccounts } from './generate-accounts';
import { SEED_REFERENCE_DATE } from './ledger/calendar';

type ReadingRecord = ImportRecords['reading'] & { kind: 'reading' };

const DAY_MS = 86_400_000;
/** Weekly readings, the last a day before the reference date, at a monitor's usual morning report. */
const READING_DAYS_BEFORE = [22, 15, 8, 1];
const REPORT_HOUR_MS = 6 * 3_600_000;

const dayStart = (date: string) => Date.parse(`${date}T00:00:00Z`);

/**
 * Readings of the first tank of `accountIds` (the demo customer's) with a stated size and a history
 * of at least two deliveries whose last is before the first reading; none when no tank fits.
 */
export function* demoReadingRecords(g: GeneratedAccounts, accountIds: readonly string[], fillLimitOf: (productType: string) => number): Generator<ReadingRecord> {
  const reference = Date.UTC(SEED_REFERENCE_DATE.getUTCFullYear(), SEED_REFERENCE_DATE.getUTCMonth(), SEED_REFERENCE_DATE.getUTCDate());
  const times = READING_DAYS_BEFORE.map((days) => reference - days * DAY_MS + REPORT_HOUR_MS);
  for (const accountId of accountIds) {
    for (const drop of g.drops.filter((d) => d.accountId === accountId && (d.tankSize ?? 0) > 0)) {
      const fills = g.deliveries.filter((d) => d.dropId === drop.dropId && d.quantity > 0).sort((a, b) => a.deliveryDate.localeCompare(b.deliveryDate));
      const last = fills.at(-1);
      if (fills.length < 2 || !last || dayStart(last.deliveryDate) >= times[0]) continue;
      // Gallons a day over the history: every delivery after the first refills what was burnt since the one before.
      const burnt = fills.slice(1).reduce((sum, f) => sum + f.quantity, 0);
      const perDay = burnt / ((dayStart(last.deliveryDate) - dayStart(fills[0].deliveryDate)) / DAY_MS);
      const size = drop.tankSize!;
      const full = fillLimitOf(drop.productType);
      for (const at of times) {
        const days = (at - dayStart(last.deliveryDate)) / DAY_MS;
        const percent = Math.max(3, full - ((perDay * days) / size) * 100);
        const readAt = new Date(at).toISOString();
        yield { kind: 'reading', external_id: `R-${drop.dropId}-${readAt.slice(0, 10)}`, account_id: accountId, tank_id: drop.dropId, read_at: readAt, percent: Math.round(percent * 10) / 10 };
      }
      return;
    }
  }
}
