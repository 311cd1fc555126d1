import { type FormDocument } from '../../engine/forms';
import { buildFormDocument } from '../../engine/forms/build-document';
import { translatedForm } from '../../engine/forms/translated-form';
import { formatDate, formatDateTime, formatMoney } from '../../engine/format';
import { backOfficeMessages, fillBackOffice } from '../../engine/messages/back-office';
import { translatedText } from '../../engine/messages/data-texts';

export interface Answer {
  field: string;
  label: string;
  value: string;
  /** A field the tenant added to the form. */
  added: boolean;
}

/**
 * An answer read the way staff say it, never as JSON: a list of choices (fuel uses) as a list, an
 * address on one line, a phone as its number, and a section of the signup (account information,
 * tank details, first order) as its labelled parts.
 */
function text(value: unknown): string {
  // An instant the server recorded (a consent's signed_at, a level's as_of) as the reader's date and time.
  if (typeof value === 'string') return ISO_INSTANT.test(value) ? formatDateTime(value) : value;
  if (typeof value === 'boolean') return value ? backOfficeMessages.answerYes : backOfficeMessages.answerNo;
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) return value.map(text).filter(Boolean).join(value.every((v) => typeof v === 'string') ? ', ' : '; ');
  if (value && typeof value === 'object') {
    const object = value as Record<string, unknown>;
    const known = objectText(object);
    if (known !== undefined) return known;
    if (typeof object.number === 'string') return typeof object.type === 'string' ? `${object.number} (${object.type})` : object.number;
    return Object.entries(object)
      .filter(([field, v]) => !field.startsWith('_') && given(v) && !(Array.isArray(v) && v.length === 0))
      .map(([field, v]) => `${labelOf(field)}: ${text(v)}`)
      .join(' · ');
  }
  return '';
}
const given = (value: unknown) => value !== undefined && value !== null && value !== '';
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

/**
 * A submission's answers in the order and under the labels of the form it was made on, in the
 * reader's language (the form's words translated as a form screen's are): the form's own fields
 * from `contents`, the fields the tenant added from `extra`. Without a form document (not
 * recorded, or not loaded) the answers show under their field names.
 */
export function submissionAnswers(contents: Record<string, unknown>, extra: Record<string, unknown>, form: FormDocument | undefined): Answer[] {
  if (!form) {
    // No form recorded (an item made before forms were stamped, a seeded one): every answer under its name in words, as the server's details are.
    const shown = (entries: [string, unknown][], added: boolean) =>
      entries.filter(([field, v]) => given(v) && !field.startsWith('_') && !(`${field}_text` in contents) && !(`${field}_label` in contents)).map(([field, v]) => ({ field, label: labelOf(field), value: text(v), added }));
    return [...shown(Object.entries(contents), false), ...shown(Object.entries(extra), true)];
  }
  const built = translatedForm(buildFormDocument(form));
  const ui = built.uiSchema as Record<string, { 'ui:title'?: string; 'ui:enumNames'?: string[] } | undefined>;
  // A choice reads as the form showed it ('Own', not 'owned') when the form names its choices.
  const shown = (field: string, value: unknown) => {
    const names = ui[field]?.['ui:enumNames'];
    const choices = built.schema.properties[field]?.enum as unknown[] | undefined;
    const at = names && choices ? choices.indexOf(value) : -1;
    if (at >= 0 && names?.[at]) return names[at];
    // A choice the form shows as written (a department, a tenant's inquiry type): its words in the reader's language.
    const choice = choices?.includes(value) || Object.hasOwn(form.optionsFromSettings ?? {}, field);
    return choice && typeof value === 'string' ? translatedText(value) : text(value);
  };
  const answers = form.fields.flatMap((field) => {
    const added = built.extraFields.includes(field);
    const value = added ? extra[field] : contents[field];
    if (!given(value)) return [];
    const label = ui[field]?.['ui:title'] ?? (built.schema.properties[field]?.title as string | undefined) ?? field;
    return [{ field, label, value: shown(field, value), added }];
  });
  return [...answers, ...serverDetails(contents, new Set(form.fields))];
}

/** What the server keeps beside an order's answers: its label's message key, read when shown (the reader's language). */
const DETAIL_LABELS: Readonly<Record<string, keyof typeof backOfficeMessages>> = {
  drop: 'detailDrop',
  delivery_address: 'detailDeliveryAddress',
  order_summary: 'detailOrderSummary',
  extras_text: 'detailExtras',
  price_text: 'detailPrice',
  total_price: 'detailTotalPrice',
  payment: 'detailPayment',
  kind: 'detailTankRequest',
  drop_name: 'detailTank',
  tank_id: 'detailTankId',
  priority: 'detailPriority',
  level: 'detailTankLevel',
  // A program enrolment (issue 26): the program as the customer read it, the figures agreed to, the consent record.
  program_label: 'detailProgram',
  figures_text: 'detailFigures',
  consent: 'detailConsent',
  terms_version: 'detailTermsVersion',
};

/** A tank request's kind and urgency in words (the stored codes are the server's). */
const TANK_REQUEST_WORDS: Readonly<Record<string, keyof typeof backOfficeMessages>> = {
  plan_switch: 'tankRequestPlanSwitch',
  access_notes: 'tankRequestAccessNotes',
  away: 'tankRequestAway',
  worried: 'tankRequestWorried',
  urgent: 'queueUrgent',
};

/** A field's label: the words of a field the server keeps, else its name in words ('order_summary' → 'Order summary'); a readable twin ('extras_text') is named as its field. */
const labelOf = (field: string) => {
  if (Object.hasOwn(DETAIL_LABELS, field)) return backOfficeMessages[DETAIL_LABELS[field]];
  const words = field.replace(/_text$/, '').replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** A worried customer's tank when they asked (TankRequestLevel): 'Estimated 38% (126 gal) on …; at the reorder level …; empty around … (21 days)'. */
function levelText(level: Record<string, unknown>): string {
  const num = (value: unknown) => (typeof value === 'number' ? value : null);
  const percent = num(level.percent);
  const parts: string[] = [];
  if (percent !== null) {
    const words = { percent: Math.round(percent), gallons: Math.round(num(level.gallons) ?? 0), at: formatDateTime(String(level.as_of ?? '')) };
    parts.push(fillBackOffice(level.kind === 'read' ? 'levelRead' : 'levelEstimated', words));
  }
  if (typeof level.reorder_date === 'string') parts.push(fillBackOffice('levelReorder', { date: formatDate(level.reorder_date) }));
  if (typeof level.empty_date === 'string') parts.push(fillBackOffice('levelEmpty', { date: formatDate(level.empty_date), days: Math.round(num(level.days_to_empty) ?? 0) }));
  return parts.join('; ');
}

/** An object the server keeps beside the answers, read the way staff say it, or undefined. */
function objectText(value: Record<string, unknown>): string | undefined {
  if (typeof value.label === 'string') return value.label;
  if (typeof value.street1 === 'string') return [value.street1, value.street2, value.city, [value.state, value.zipcode].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  if (typeof value.drop_name === 'string') return typeof value.product_name === 'string' ? `${value.drop_name} (${value.product_name})` : value.drop_name;
  return undefined;
}

/**
 * What the server recorded beside the form's own answers — a fuel order's tank, delivery address,
 * order, extras, price and payment — so staff read the whole order, not only the fields of the
 * form. Internal keys (_sealed…) and raw values that have a readable twin (extras → extras_text)
 * are left out, as are shapes with no readable form.
 */
function serverDetails(contents: Record<string, unknown>, formFields: ReadonlySet<string>): Answer[] {
  return Object.entries(contents).flatMap(([field, value]) => {
    if (formFields.has(field) || field.startsWith('_') || field.startsWith('from_') || field === 'account_id' || `${field}_text` in contents || `${field}_label` in contents || !given(value)) return [];
    // A fuel order's access notes for the driver (issue 26), one answer each, so the masked gate code can be revealed as the order's own sealed answer.
    if (field === 'access_notes' && typeof value === 'object' && !Array.isArray(value)) {
      return Object.entries(value as Record<string, unknown>).flatMap(([note, v]) => (given(v) ? [{ field: note, label: labelOf(note), value: text(v), added: false }] : []));
    }
    const readable =
      // A worried customer's tank request: the level and forecast when they asked, figure by figure.
      field === 'level' && typeof value === 'object' && !Array.isArray(value) ? levelText(value as Record<string, unknown>)
      : (field === 'kind' || field === 'priority') && typeof value === 'string' && Object.hasOwn(TANK_REQUEST_WORDS, value) ? backOfficeMessages[TANK_REQUEST_WORDS[value]]
      : field === 'consent' && typeof value === 'object' && !Array.isArray(value) ? text(value)
      : typeof value === 'object' && !Array.isArray(value) ? objectText(value as Record<string, unknown>)
      : Array.isArray(value) && !value.every((v) => typeof v === 'string') ? undefined
      : field === 'total_price' && typeof value === 'number' ? formatMoney(value)
      : text(value);
    return readable ? [{ field, label: labelOf(field), value: readable, added: false }] : [];
  });
}
