/**
 * The supplier's PDFs named by documents' file_url, fetched once a batch naming them committed:
 * outside any transaction (a slow supplier server holds no connection — on PGlite it would hold
 * the only one), one at a time (at most one file in memory), each stored in a short transaction
 * of its own. Fetched at import time rather than when a customer opens the document, so what the
 * customer sees never depends on the supplier's server being up, and a bad URL is reported to the
 * supplier in the import's refusals instead of failing a customer's download.
 *
 * A file is fetched when the document has none yet, or its file came from another URL; a URL
 * already fetched is not fetched again (re-sending the same file changes nothing) and an uploaded
 * PDF is never replaced by a file_url. A failure is a refusal of the row at $.file_url: the
 * document's metadata stays imported and it is drawn until its PDF arrives.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { AssetStorage } from '../assets/storage';
import type { Database } from '../db/database';
import { accountDocuments, documentFiles, importJobs, importRefusals } from '../db/schema';
import { fetchFile } from '../outbound/fetch-file';
import { DOCUMENT_FILE_MAX_BYTES, isPdf, storeDocumentFile } from './document-files';

export interface DocumentFileRef {
  documentId: string;
  fileUrl: string;
  line: number;
}

export interface DocumentFetchOptions {
  storage: AssetStorage;
  /** Production rules: https only, no internal address (outbound/address-policy.ts). */
  production: boolean;
  timeoutMs?: number;
  maxBytes?: number;
}

const DEFAULT_TIMEOUT_MS = 30_000;
/** S3 and many file servers answer octet-stream for any object: the magic bytes decide then. */
const PDF_TYPES = ['application/pdf', 'application/x-pdf', 'application/octet-stream', 'binary/octet-stream'] as const;

type Outcome = 'fetched' | 'skipped' | 'failed';

export interface Run {
  tenantId: string;
  jobId: number;
  now(): Date;
  /** Each file renews the job's lease by this much: a long list of slow files is progress, not a dead run. */
  leaseMs: number;
}

async function fetchOne(database: Database, run: Run, ref: DocumentFileRef, options: DocumentFetchOptions): Promise<Outcome> {
  const { tenantId, jobId } = run;
  const current = await database.withTenant(tenantId, async (db) => {
    const [document] = await db.select({ fileUrl: accountDocuments.fileUrl }).from(accountDocuments).where(eq(accountDocuments.documentId, ref.documentId));
    const [file] = await db.select({ sourceUrl: documentFiles.sourceUrl }).from(documentFiles).where(eq(documentFiles.documentId, ref.documentId));
    return { document, file };
  });
  // A later row of the file changed or deleted the document: that row's own fetch (if any) decides.
  if (!current.document || current.document.fileUrl !== ref.fileUrl) return 'skipped';
  if (current.file && (current.file.sourceUrl === null || current.file.sourceUrl === ref.fileUrl)) return 'skipped';
  const maxBytes = options.maxBytes ?? DOCUMENT_FILE_MAX_BYTES;
  const fetched = await fetchFile(ref.fileUrl, { production: options.production, timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS, maxBytes, contentTypes: PDF_TYPES });
  const problem = !fetched.ok ? fetched.reason : isPdf(fetched.bytes) ? null : 'is not a PDF (it does not start with %PDF-)';
  const lease = () => new Date(run.now().getTime() + run.leaseMs);
  return database.withTenant(tenantId, async (db) => {
    if (problem !== null || !fetched.ok) {
      await db.insert(importRefusals).values({ tenantId, jobId, line: ref.line, path: '$.file_url', message: `file_url ${problem}`.slice(0, 1000), kind: 'document', externalId: ref.documentId });
      await db.update(importJobs).set({ filesFailed: sql`${importJobs.filesFailed} + 1`, leaseUntil: lease() }).where(eq(importJobs.id, jobId));
      return 'failed';
    }
    // Still the document's file_url (the import is the only writer of it; checked under this transaction).
    const [still] = await db.select({ id: accountDocuments.documentId }).from(accountDocuments).where(and(eq(accountDocuments.documentId, ref.documentId), eq(accountDocuments.fileUrl, ref.fileUrl)));
    if (!still) return 'skipped';
    await storeDocumentFile(db, options.storage, tenantId, ref.documentId, fetched.bytes, ref.fileUrl, run.now());
    await db.update(importJobs).set({ filesFetched: sql`${importJobs.filesFetched} + 1`, leaseUntil: lease() }).where(eq(importJobs.id, jobId));
    return 'fetched';
  });
}

/** Fetches the files a committed batch named, in file order. */
export async function fetchDocumentFiles(database: Database, run: Run, refs: readonly DocumentFileRef[], options: DocumentFetchOptions): Promise<void> {
  // A URL named twice in a batch (the same document stated twice) is fetched once: the last row's.
  const last = new Map<string, DocumentFileRef>();
  for (const ref of refs) last.set(ref.documentId, ref);
  for (const ref of last.values()) await fetchOne(database, run, ref, options);
}
