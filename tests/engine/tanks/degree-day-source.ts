import type { DegreeDay, DegreeDayLocation, DegreeDaysSource } from '../../../src/engine/tanks/degree-days';
import { dateOfDay, dayOfDate, type IsoDate } from '../../../src/engine/tanks/utc-days';

/**
 * The weather adapter's test double: degree days the test states, by span, and every question
 * it was asked (a real adapter is the server's, configured per tenant).
 */
export class StatedDegreeDays implements DegreeDaysSource {
  readonly asked: { location: DegreeDayLocation; from: IsoDate; to: IsoDate }[] = [];

  constructor(private readonly spans: readonly { from: IsoDate; to: IsoDate; perDay: number; kind?: DegreeDay['kind'] }[]) {}

  async heatingDegreeDays(location: DegreeDayLocation, from: IsoDate, to: IsoDate): Promise<readonly DegreeDay[]> {
    this.asked.push({ location, from, to });
    return this.spans.flatMap((span) => {
      const days: DegreeDay[] = [];
      const first = Math.max(dayOfDate(span.from), dayOfDate(from));
      const last = Math.min(dayOfDate(span.to), dayOfDate(to));
      for (let day = first; day <= last; day += 1) days.push({ date: dateOfDay(day), heatingDegreeDays: span.perDay, kind: span.kind ?? 'observed' });
      return days;
    });
  }
}

export const HOME: DegreeDayLocation = { country: 'US', postalCode: '06101' };
