/**
 * What the supplier's import keeps: its customers and posted prices (records the portal had no
 * table for), and the import jobs themselves — the uploaded bytes in chunks any process can resume
 * from, the progress committed with each batch, and the rows refused with where and why.
 */
import { bigint, date, index, integer, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { tenantTable } from './tenant-table';
import { at, bytea, contactColumns, unitPrice } from './columns';
import { IMPORT_FORMATS, IMPORT_SOURCES, IMPORT_STATUSES } from '../../../schemas/generated/enums';


/** Customers and account owners as the supplier's system knows them; an account names its customer. */
export const customers = tenantTable(
  'customers',
  {
    externalId: text('external_id').notNull(),
    displayName: text('display_name').notNull().default(''),
    ...contactColumns(),
    importHash: text('import_hash'),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.externalId] })],
);

/** The supplier's posted price of a product from a date on (what a new customer's first order is priced from). */
export const postedPrices = tenantTable(
  'posted_prices',
  {
    externalId: text('external_id').notNull(),
    productCode: text('product_code').notNull(),
    productName: text('product_name').notNull().default(''),
    productType: text('product_type'),
    price: unitPrice('price').notNull(),
    effectiveDate: date('effective_date', { mode: 'string' }).notNull(),
    importHash: text('import_hash'),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.externalId] }), index('posted_prices_product').on(t.tenantId, t.productCode, t.effectiveDate)],
);

/**
 * The supplier's own PDF of a statement or invoice (PUT /imports/documents/{document_id}/file, or
 * fetched from an imported document's file_url). When a document has one, the customer is served
 * these bytes instead of a drawing. The bytes live where `storage` says (the asset storage
 * adapter: in `bytes` for the database, else under `key`). `source_url` is the file_url it was
 * fetched from, null for an upload. No foreign key: a document deleted by the import takes its
 * file with it in the same statement batch (apply-batch), and serving starts from the document.
 */
export const documentFiles = tenantTable(
  'document_files',
  {
    documentId: text('document_id').notNull(),
    sha256: text('sha256').notNull(),
    size: integer('size').notNull(),
    storage: text('storage').notNull(),
    key: text('key'),
    bytes: bytea('bytes'),
    sourceUrl: text('source_url'),
    updatedAt: at('updated_at'),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.documentId] })],
);

export { IMPORT_SOURCES, IMPORT_FORMATS, IMPORT_STATUSES };

/**
 * One import of one file. The counters, `byte_offset` and `line_reached` are committed in the same
 * transaction as the batch they count, so a job killed at any point resumes exactly after the last
 * batch that committed. `lease_until` is how long the worker that claimed it holds it.
 */
export const importJobs = tenantTable(
  'import_jobs',
  {
    id: integer('id').generatedAlwaysAsIdentity(),
    source: text('source', { enum: IMPORT_SOURCES }).notNull(),
    format: text('format', { enum: IMPORT_FORMATS }).notNull(),
    /** The record kind of a CSV file (one kind per file); null for NDJSON, whose lines name theirs. */
    kind: text('kind'),
    fileName: text('file_name').notNull().default(''),
    size: bigint('size', { mode: 'number' }).notNull().default(0),
    sha256: text('sha256').notNull().default(''),
    status: text('status', { enum: IMPORT_STATUSES }).notNull(),
    rowsRead: integer('rows_read').notNull().default(0),
    rowsApplied: integer('rows_applied').notNull().default(0),
    rowsUnchanged: integer('rows_unchanged').notNull().default(0),
    rowsRefused: integer('rows_refused').notNull().default(0),
    /** Supplier PDFs fetched from file_url, and those that could not be (each also a refusal at $.file_url). */
    filesFetched: integer('files_fetched').notNull().default(0),
    filesFailed: integer('files_failed').notNull().default(0),
    /** Bytes of the file consumed by committed batches: where a resumed run starts reading. */
    byteOffset: bigint('byte_offset', { mode: 'number' }).notNull().default(0),
    /** The last line of the file consumed by committed batches. */
    lineReached: integer('line_reached').notNull().default(0),
    /** A CSV file's header (its field names), kept so a resumed run can start mid-file. */
    header: text('header'),
    error: text('error'),
    userId: integer('user_id'),
    /** The tenant API key that started it (keys are another part of the integration). */
    apiKeyId: integer('api_key_id'),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    createdAt: at('created_at'),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('import_jobs_status').on(t.tenantId, t.status, t.id),
    index('import_jobs_sha').on(t.tenantId, t.sha256),
  ],
);

/** An uploaded file's bytes in order, at most IMPORT_CHUNK_BYTES each. */
export const importChunks = tenantTable(
  'import_chunks',
  {
    jobId: integer('job_id').notNull(),
    seq: integer('seq').notNull(),
    /** Offset of the chunk's first byte in the file. */
    start: bigint('start', { mode: 'number' }).notNull(),
    bytes: bytea('bytes').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.jobId, t.seq] })],
);

/** One problem of a refused row: a row with three errors has three. */
export const importRefusals = tenantTable(
  'import_refusals',
  {
    id: integer('id').generatedAlwaysAsIdentity(),
    jobId: integer('job_id').notNull(),
    line: integer('line').notNull(),
    path: text('path').notNull(),
    message: text('message').notNull(),
    kind: text('kind'),
    externalId: text('external_id'),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] }), index('import_refusals_job').on(t.tenantId, t.jobId, t.line, t.id)],
);
