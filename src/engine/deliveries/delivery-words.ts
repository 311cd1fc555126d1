/**
 * A delivery's status in plain words (issue 26), the same on the customer's card, in the notices
 * and in the staff dialog: the status and reason as the customer reads them, the day with its
 * weekday and the window as clock times ("on Tuesday, December 1, between 8:00 AM and 12:00 PM"),
 * in the active language.
 */
import type { DeliveryFailureReason, DeliveryStatus } from '../../../schemas/generated/enums';
import { activeLanguage } from '../i18n/active-language';
import { formatLocale } from '../i18n/format-locale';
import { deliveryStatusMessages as m, fillDeliveryStatus } from '../messages/delivery-status';
import type { StepProblem } from './delivery-steps';
import type { components } from '../../../openapi/generated/tenant-api';
import { formatQuantity } from '../format';

type TrackedDeliveryView = components['schemas']['TrackedDelivery'];

const STATUS_WORDS: Record<DeliveryStatus, () => string> = {
  received: () => m.statusReceived,
  scheduled: () => m.statusScheduled,
  on_truck: () => m.statusOnTruck,
  delivered: () => m.statusDelivered,
  not_delivered: () => m.statusNotDelivered,
};

const REASON_WORDS: Record<DeliveryFailureReason, () => string> = {
  blocked_access: () => m.reasonBlockedAccess,
  locked_gate: () => m.reasonLockedGate,
  dog: () => m.reasonDog,
  no_fill_access: () => m.reasonNoFillAccess,
  weather: () => m.reasonWeather,
  other: () => m.reasonOther,
};

export const statusWords = (status: DeliveryStatus): string => STATUS_WORDS[status]();
export const reasonWords = (reason: DeliveryFailureReason): string => REASON_WORDS[reason]();

/** A calendar day (YYYY-MM-DD) with its weekday: "Tuesday, December 1". */
export function dayWords(day: string): string {
  const [y, mo, d] = day.split('-').map(Number);
  const date = new Date(Date.UTC(y, mo - 1, d));
  if (Number.isNaN(date.getTime())) return day;
  return new Intl.DateTimeFormat(formatLocale(activeLanguage()), { timeZone: 'UTC', weekday: 'long', month: 'long', day: 'numeric' }).format(date);
}

/** A time of day (HH:MM) on the clock of the language: "8:00 AM", "08:00". */
export function timeWords(time: string): string {
  const [h, min] = time.split(':').map(Number);
  const date = new Date(Date.UTC(2000, 0, 1, h, min));
  if (Number.isNaN(date.getTime())) return time;
  return new Intl.DateTimeFormat(formatLocale(activeLanguage()), { timeZone: 'UTC', hour: 'numeric', minute: '2-digit' }).format(date);
}

/** When a delivery is scheduled: "on Tuesday, December 1" or "on Tuesday, December 1, between 8:00 AM and 12:00 PM". */
export function whenWords(day: string, start?: string | null, end?: string | null): string {
  if (start && end) return fillDeliveryStatus('onDayBetween', { day: dayWords(day), start: timeWords(start), end: timeWords(end) });
  return fillDeliveryStatus('onDay', { day: dayWords(day) });
}

/** Why a step is refused, after its field's name (an import refusal, a 422's detail). */
export function stepProblemMessage(problem: StepProblem): string {
  switch (problem.problem) {
    case 'required':
      return m.problemRequired;
    case 'windowBothEnds':
      return m.problemWindowBothEnds;
    case 'windowOrder':
      return m.problemWindowOrder;
    case 'notForStatus':
      return m.problemNotForStatus;
  }
}

/** A delivery's name: its fuel order, or its tank's automatic delivery (the card's title, a notice's subject). */
export const deliveryTitle = (d: Pick<TrackedDeliveryView, 'order_id' | 'drop_name' | 'tank_id'>): string =>
  d.order_id !== null ? fillDeliveryStatus('orderTitle', { order: d.order_id }) : fillDeliveryStatus('automaticTitle', { tank: d.drop_name ?? d.tank_id ?? '' });

/** A delivery as its card says it: its title, status, when, what was delivered or why not, and each step. */
export interface DeliveryCardWords {
  title: string;
  what: string | null;
  status: string;
  /** When it is scheduled ("Scheduled on Tuesday, December 1, between 8:00 AM and 12:00 PM"), while on its way. */
  when: string | null;
  /** "182.4 gallons delivered on 12/01/2026, ticket T-100". */
  delivered: string | null;
  reason: string | null;
  note: string | null;
  steps: { key: string; status: string; at: string; by: string; late: boolean }[];
}

/** The words of a delivery's card; `formatDay` and `formatInstant` write dates and times as the screen's other dates. */
export function deliveryCardWords(d: TrackedDeliveryView, formatDay: (iso: string) => string, formatInstant: (iso: string) => string): DeliveryCardWords {
  const title = deliveryTitle(d);
  // On the truck is today: its window is all the news; before, the day and window.
  const window = d.window_start && d.window_end ? fillDeliveryStatus('between', { start: timeWords(d.window_start), end: timeWords(d.window_end) }) : null;
  const when = d.status === 'on_truck' ? window : (d.status === 'received' || d.status === 'scheduled') && d.scheduled_date ? whenWords(d.scheduled_date, d.window_start, d.window_end) : null;
  return {
    title,
    // An automatic delivery's title names its tank already.
    what: (d.order_id !== null ? [d.drop_name, d.product_name] : [d.product_name]).filter(Boolean).join(' · ') || null,
    status: statusWords(d.status),
    when,
    delivered: d.status === 'delivered' ? fillDeliveryStatus('deliveredWhen', { gallons: formatGallons(d.gallons), when: formatDay(d.delivered_at ?? ''), ticket: d.ticket_number ?? '' }) : null,
    reason: d.status === 'not_delivered' && d.reason ? reasonWords(d.reason) : null,
    note: d.note,
    steps: d.steps.map((s, i) => ({
      key: `${i}-${s.status}`,
      status: s.status === 'scheduled' && s.scheduled_date ? `${statusWords(s.status)} ${whenWords(s.scheduled_date, s.window_start, s.window_end)}` : statusWords(s.status),
      at: formatInstant(s.at),
      by: s.source === 'import' ? m.stepBySupplier : s.source === 'portal' ? m.stepByPortal : m.stepByStaff,
      late: !s.applied,
    })),
  };
}

const formatGallons = (gallons: number | null) => (gallons === null ? '' : formatQuantity(gallons));
