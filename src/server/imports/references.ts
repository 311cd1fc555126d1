/**
 * The references of a batch's records: each must name a record the portal holds or one accepted
 * earlier in the same file. The portal's side is read once per batch, one query per kind; the
 * file's side grows as rows are accepted (and shrinks as delete records go through).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../db/database';
import { accountDocuments, accounts, customers, deliverySteps, drops, locations, payments, workflowItems } from '../db/schema';
import type { ImportKind } from './kinds';
import type { RowProblem } from './validate-record';
import type { ImportAction } from '../../../schemas/generated/enums';
import { problemMessages } from '../../engine/messages/problems';
import { readingInstant } from '../tanks/reading-instant';
import { stepProblems, type StepFacts } from '../../engine/deliveries/delivery-steps';
import { stepProblemMessage } from '../../engine/deliveries/delivery-words';
import { deliveryStatusMessages } from '../../engine/messages/delivery-status';
import { deliveryRefOf } from '../deliveries/steps';
import { isInFuture } from '../tanks/reading-rules';

export interface CustomerContact {
  firstName: string;
  lastName: string;
  displayName: string;
  email: string;
  homePhone: string;
  workPhone: string;
  cellPhone: string;
}
export interface KnownLocation {
  accountId: string;
  locationNumber: number;
}
export interface KnownTank extends KnownLocation {
  dropName: string;
}

/** What the batch may refer to, by the supplier's ids. */
export interface Known {
  customers: Map<string, CustomerContact | null>;
  accounts: Set<string>;
  locations: Map<string, KnownLocation | null>;
  /** `<account>#<number>` → the location holding that number. */
  locationSlots: Map<string, string>;
  tanks: Map<string, KnownTank | null>;
  documents: Set<string>;
  payments: Set<string>;
  /** Fuel orders (workflow items) a delivery_status record names → their account. */
  orders: Map<number, string | null>;
  /** Delivery steps already stored under a delivery_status record's id: what a record sent again may not change. */
  steps: Map<string, KnownStep>;
  /** When the batch runs: a delivery step dated after it is refused. */
  now: Date;
}

export interface KnownStep {
  deliveryRef: string;
  accountId: string;
  status: string;
  at: Date;
}

/** A record as the batch sees it: its kind, the supplier's id and the fields references are read from. */
export interface BatchRecord {
  kind: ImportKind;
  action: ImportAction;
  record: Record<string, unknown>;
}

const str = (value: unknown) => (typeof value === 'string' ? value : undefined);
const slot = (accountId: string, n: number) => `${accountId}#${n}`;
/** One array parameter, however many ids: a batch names thousands. */
const anyOf = (column: PgColumn, ids: Set<string>): SQL => sql`${column} = any(${sql.param([...ids])}::text[])`;

/** Reads what the portal already holds of everything the batch's records name. */
export async function loadKnown(db: Db, batch: BatchRecord[], now: Date): Promise<Known> {
  const wanted = { customers: new Set<string>(), accounts: new Set<string>(), locations: new Set<string>(), tanks: new Set<string>(), documents: new Set<string>(), payments: new Set<string>(), slotAccounts: new Set<string>(), orders: new Set<number>(), steps: new Set<string>() };
  for (const { kind, record } of batch) {
    const add = (set: Set<string>, value: unknown) => str(value) && set.add(value as string);
    add(wanted.accounts, record.account_id);
    add(wanted.documents, record.document_id);
    if (kind === 'account') add(wanted.customers, record.customer_id);
    if (kind === 'tank') add(wanted.locations, record.location_id);
    if (kind === 'delivery' || kind === 'reading' || kind === 'delivery_status') add(wanted.tanks, record.tank_id);
    if (kind === 'delivery_status' && Number.isInteger(record.order_id)) wanted.orders.add(record.order_id as number);
    if (kind === 'delivery_status') add(wanted.steps, record.external_id);
    if (kind === 'transaction') add(wanted.payments, record.portal_payment_id);
    if (kind === 'location') {
      add(wanted.locations, record.external_id);
      add(wanted.slotAccounts, record.account_id);
    }
  }
  const known: Known = { customers: new Map(), accounts: new Set(), locations: new Map(), locationSlots: new Map(), tanks: new Map(), documents: new Set(), payments: new Set(), orders: new Map(), steps: new Map(), now };
  if (wanted.customers.size) {
    for (const c of await db.select().from(customers).where(anyOf(customers.externalId, wanted.customers))) known.customers.set(c.externalId, c);
  }
  if (wanted.accounts.size) {
    for (const a of await db.select({ id: accounts.accountId }).from(accounts).where(anyOf(accounts.accountId, wanted.accounts))) known.accounts.add(a.id);
  }
  const locationKeys = { externalId: locations.externalId, accountId: locations.accountId, locationNumber: locations.locationNumber };
  if (wanted.locations.size) {
    for (const l of await db.select(locationKeys).from(locations).where(anyOf(locations.externalId, wanted.locations))) {
      known.locations.set(l.externalId!, { accountId: l.accountId, locationNumber: l.locationNumber });
    }
  }
  if (wanted.slotAccounts.size) {
    for (const l of await db.select(locationKeys).from(locations).where(anyOf(locations.accountId, wanted.slotAccounts))) {
      // A location no import wrote (null id) still holds its number.
      known.locationSlots.set(slot(l.accountId, l.locationNumber), l.externalId ?? '');
    }
  }
  if (wanted.tanks.size) {
    const rows = await db.select({ id: drops.dropId, accountId: drops.accountId, locationNumber: drops.locationNumber, dropName: drops.dropName }).from(drops).where(anyOf(drops.dropId, wanted.tanks));
    for (const t of rows) known.tanks.set(t.id, t);
  }
  if (wanted.documents.size) {
    for (const d of await db.select({ id: accountDocuments.documentId }).from(accountDocuments).where(anyOf(accountDocuments.documentId, wanted.documents))) known.documents.add(d.id);
  }
  if (wanted.payments.size) {
    const rows = await db.select({ number: payments.paymentNumber }).from(payments).where(anyOf(payments.paymentNumber, wanted.payments));
    for (const p of rows) if (p.number) known.payments.add(p.number);
  }
  if (wanted.orders.size) {
    const rows = await db
      .select({ id: workflowItems.id, accountId: workflowItems.accountId })
      .from(workflowItems)
      .where(sql`${workflowItems.type} = 'fuel_order' and ${workflowItems.id} = any(${sql.param([...wanted.orders])}::int[])`);
    for (const o of rows) known.orders.set(o.id, o.accountId);
  }
  if (wanted.steps.size) {
    const rows = await db
      .select({ externalId: deliverySteps.externalId, deliveryRef: deliverySteps.deliveryRef, accountId: deliverySteps.accountId, status: deliverySteps.status, at: deliverySteps.at })
      .from(deliverySteps)
      .where(anyOf(deliverySteps.externalId, wanted.steps));
    for (const { externalId, ...step } of rows) known.steps.set(externalId!, step);
  }
  return known;
}

const missing = (path: string, what: string, id: string): RowProblem => ({ path, message: `refers to ${what} "${id}", which is neither in the portal nor earlier in the file` });

/** The reference problems of one record against what is known so far. */
export function referenceProblems({ kind, action, record }: BatchRecord, known: Known): RowProblem[] {
  if (action === 'delete') return [];
  const problems: RowProblem[] = [];
  const account = str(record.account_id);
  if (account !== undefined && !known.accounts.has(account)) problems.push(missing('$.account_id', 'account', account));
  const document = str(record.document_id);
  if (document !== undefined && !known.documents.has(document)) problems.push(missing('$.document_id', 'document', document));
  if (kind === 'account') {
    const customer = str(record.customer_id);
    if (customer !== undefined && !known.customers.get(customer)) problems.push(missing('$.customer_id', 'customer', customer));
  }
  if (kind === 'location') {
    const holder = known.locationSlots.get(slot(account!, record.location_number as number));
    if (holder !== undefined && holder !== record.external_id) {
      problems.push({ path: '$.location_number', message: `location ${record.location_number} of account "${account}" is already location "${holder}"` });
    }
  }
  if (kind === 'tank') {
    const id = str(record.location_id)!;
    const location = known.locations.get(id);
    if (!location) problems.push(missing('$.location_id', 'location', id));
    else if (location.accountId !== account) problems.push({ path: '$.location_id', message: `location "${id}" belongs to another account` });
  }
  if (kind === 'delivery_status') problems.push(...deliveryStatusProblems(record, known, account));
  if (kind === 'delivery' || kind === 'reading') {
    const id = str(record.tank_id)!;
    const tank = known.tanks.get(id);
    if (!tank) problems.push(missing('$.tank_id', 'tank', id));
    else if (tank.accountId !== account) problems.push({ path: '$.tank_id', message: `tank "${id}" belongs to another account` });
  }
  if (kind === 'reading' && !readingInstant(record.read_at as string)) problems.push({ path: '$.read_at', message: problemMessages.notAnInstant });
  if (kind === 'transaction') {
    const payment = str(record.portal_payment_id);
    if (payment !== undefined && !known.payments.has(payment)) problems.push({ path: '$.portal_payment_id', message: `no portal payment is numbered "${payment}"` });
  }
  return problems;
}

/** A delivery's step: its order (a fuel order of the account) or its tank (the account's), and what its status needs. */
function deliveryStatusProblems(record: Record<string, unknown>, known: Known, account: string | undefined): RowProblem[] {
  const problems: RowProblem[] = [];
  if (typeof record.order_id === 'number') {
    const owner = known.orders.get(record.order_id);
    if (owner === undefined) problems.push({ path: '$.order_id', message: `no fuel order is numbered ${record.order_id}` });
    else if (owner !== account) problems.push({ path: '$.order_id', message: `order ${record.order_id} belongs to another account` });
  } else {
    const id = str(record.tank_id)!;
    const tank = known.tanks.get(id);
    if (!tank) problems.push(missing('$.tank_id', 'tank', id));
    else if (tank.accountId !== account) problems.push({ path: '$.tank_id', message: `tank "${id}" belongs to another account` });
  }
  const at = readingInstant(record.at as string);
  if (!at) problems.push({ path: '$.at', message: problemMessages.notAnInstant });
  else if (isInFuture(at, known.now)) problems.push({ path: '$.at', message: deliveryStatusMessages.problemInFuture });
  // Sent again under its id: the step stays with its delivery, status and time (its details may be
  // corrected). Moved, it would change another delivery; turned back, show an older status.
  const before = known.steps.get(record.external_id as string);
  if (before) {
    const ref = typeof record.order_id === 'number' ? deliveryRefOf({ orderId: record.order_id, dropId: null }) : deliveryRefOf({ orderId: null, dropId: str(record.tank_id)!, plannedDate: str(record.planned_date)! });
    if (before.deliveryRef !== ref || before.accountId !== account) problems.push({ path: '$.external_id', message: deliveryStatusMessages.problemOtherDelivery });
    else if (before.status !== record.status) problems.push({ path: '$.status', message: deliveryStatusMessages.problemStepKept });
    else if (at && before.at.getTime() !== at.getTime()) problems.push({ path: '$.at', message: deliveryStatusMessages.problemStepKept });
  }
  for (const p of stepProblems(record as Omit<StepFacts, 'at'>)) problems.push({ path: `$.${p.field}`, message: stepProblemMessage(p) });
  return problems;
}

/** Records an accepted record, so later rows of the file may refer to it (or no longer, once deleted). */
export function remember({ kind, action, record }: BatchRecord, known: Known): void {
  const id = record.external_id as string;
  const gone = action === 'delete';
  switch (kind) {
    case 'customer':
      if (gone) known.customers.set(id, null);
      else known.customers.set(id, contactOf(record));
      break;
    case 'account':
      known.accounts.add(id);
      break;
    case 'location': {
      const previous = known.locations.get(id);
      if (previous) known.locationSlots.delete(slot(previous.accountId, previous.locationNumber));
      if (gone) known.locations.set(id, null);
      else {
        const at = { accountId: record.account_id as string, locationNumber: record.location_number as number };
        known.locations.set(id, at);
        known.locationSlots.set(slot(at.accountId, at.locationNumber), id);
      }
      break;
    }
    case 'tank': {
      const location = known.locations.get(record.location_id as string);
      known.tanks.set(id, gone || !location ? null : { ...location, dropName: record.drop_name as string });
      break;
    }
    case 'document':
      if (gone) known.documents.delete(id);
      else known.documents.add(id);
      break;
    default:
  }
}

export function contactOf(record: Record<string, unknown>): CustomerContact {
  const text = (key: string) => (typeof record[key] === 'string' ? (record[key] as string) : '');
  return { firstName: text('first_name'), lastName: text('last_name'), displayName: text('display_name'), email: text('email'), homePhone: text('home_phone'), workPhone: text('work_phone'), cellPhone: text('cell_phone') };
}

