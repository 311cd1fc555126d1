/**
 * One batch of rows: each read, checked by its kind's schema and by its references, and the good
 * ones written (apply-batch.ts). A refused row is reported with its line, JSON path and message,
 * and nothing of it is written. Runs inside the caller's transaction.
 */
import type { Db } from '../db/database';
import { UNSTORABLE_TEXT } from '../http/hostile-input';
import { importRefusals } from '../db/schema';
import { applyBatch } from './apply-batch';
import type { DocumentFileRef } from './fetch-document-files';
import { csvFieldsOf } from './csv-fields';
import { csvRecord } from './csv-record';
import { IMPORT_KINDS, isImportKind, type ImportKind } from './kinds';
import type { RawRow } from './read-rows';
import { loadKnown, referenceProblems, remember, type BatchRecord } from './references';
import { validateRecord, type RowProblem } from './validate-record';
import type { ImportFormat } from '../../../schemas/generated/enums';

export interface BatchJob {
  id: number;
  tenantId: string;
  format: ImportFormat;
  /** A CSV file's kind; for NDJSON the kind of lines that name none. */
  kind: ImportKind | null;
  /** A CSV file's field names. */
  header: string[] | null;
}

export interface Refusal extends RowProblem {
  line: number;
  kind: string | null;
  externalId: string | null;
}

export interface BatchOutcome {
  read: number;
  applied: number;
  unchanged: number;
  refused: number;
  refusals: Refusal[];
  /** The supplier PDFs the batch's accepted documents name (file_url), fetched once it committed. */
  files: DocumentFileRef[];
}

/** A report quotes the row (a parser's message does): what no text column holds is shown as U+FFFD. */
const storable = (text: string, max: number) => text.slice(0, max).replace(new RegExp(UNSTORABLE_TEXT.source, 'g'), '\uFFFD');

/** No record kind nests more than three levels: deeper input is refused before any check walks it. */
const MAX_DEPTH = 8;
function tooDeep(value: unknown): boolean {
  const stack: [unknown, number][] = [[value, 1]];
  while (stack.length) {
    const [node, depth] = stack.pop()!;
    if (!node || typeof node !== 'object') continue;
    if (depth > MAX_DEPTH) return true;
    for (const child of Object.values(node)) stack.push([child, depth + 1]);
  }
  return false;
}

type Read = { item: BatchRecord } | { problems: RowProblem[]; kind: string | null; externalId: string | null };

function readRow(job: BatchJob, row: RawRow): Read {
  if (row.error) return { problems: [{ path: '$', message: row.error }], kind: job.kind, externalId: null };
  let kind: unknown = job.kind;
  let record: Record<string, unknown>;
  if (job.format === 'csv') {
    const header = job.header!;
    const cells = row.cells ?? [];
    if (cells.length !== header.length) return { problems: [{ path: '$', message: `has ${cells.length} cells; the header names ${header.length} fields` }], kind: job.kind, externalId: null };
    record = csvRecord(header, cells, csvFieldsOf(job.kind!));
  } else {
    if (!row.value || typeof row.value !== 'object' || Array.isArray(row.value)) return { problems: [{ path: '$', message: 'must be a JSON object' }], kind: null, externalId: null };
    record = row.value as Record<string, unknown>;
    if (tooDeep(record)) return { problems: [{ path: '$', message: `nests deeper than ${MAX_DEPTH} levels` }], kind: null, externalId: null };
    kind = record.kind ?? job.kind;
  }
  const externalId = typeof record.external_id === 'string' ? record.external_id.slice(0, 100) : null;
  if (!isImportKind(kind)) return { problems: [{ path: '$.kind', message: `must be one of ${IMPORT_KINDS.join(', ')}` }], kind: null, externalId };
  const problems = validateRecord(kind, record);
  if (problems.length) return { problems, kind, externalId };
  return { item: { kind, action: record.action === 'delete' ? 'delete' : 'upsert', record } };
}

/** A batch's rows as read and checked on their own (the schema, no database): the part of a batch that needs no transaction. */
export interface ReadBatch {
  rows: RawRow[];
  read: Read[];
}

/** Reads and checks each row of a batch; the job runner does this for the next batch while the last one commits. */
export const readBatch = (job: BatchJob, rows: RawRow[]): ReadBatch => ({ rows, read: rows.map((row) => readRow(job, row)) });

/** The rest of a batch, in the caller's transaction: references, then the good rows written and the bad ones reported. */
export async function processBatch(db: Db, job: BatchJob, { rows, read }: ReadBatch, now: Date): Promise<BatchOutcome> {
  const valid = read.flatMap((r) => ('item' in r ? [r.item] : []));
  const known = await loadKnown(db, valid, now);
  const refusals: Refusal[] = [];
  const accepted: { index: number; item: BatchRecord }[] = [];
  read.forEach((r, index) => {
    const line = rows[index].line;
    if ('problems' in r) {
      refusals.push(...r.problems.map((p) => ({ ...p, line, kind: r.kind, externalId: r.externalId })));
      return;
    }
    const problems = referenceProblems(r.item, known);
    if (problems.length) {
      refusals.push(...problems.map((p) => ({ ...p, line, kind: r.item.kind, externalId: r.item.record.external_id as string })));
      return;
    }
    remember(r.item, known);
    accepted.push({ index, item: r.item });
  });
  const { changed } = await applyBatch(db, job.tenantId, accepted, known, now);
  if (refusals.length) {
    await db.insert(importRefusals).values(
      refusals.map((r) => ({ tenantId: job.tenantId, jobId: job.id, line: r.line, path: storable(r.path, 500), message: storable(r.message, 1000), kind: r.kind, externalId: r.externalId === null ? null : storable(r.externalId, 100) })),
    );
  }
  const refusedRows = new Set(refusals.map((r) => r.line)).size;
  const files = accepted.flatMap(({ index, item }) =>
    item.kind === 'document' && item.action === 'upsert' && typeof item.record.file_url === 'string'
      ? [{ documentId: item.record.external_id as string, fileUrl: item.record.file_url, line: rows[index].line }]
      : [],
  );
  return { read: rows.length, applied: changed.size, unchanged: accepted.length - changed.size, refused: refusedRows, refusals, files };
}
