/**
 * The supplier's own PDF of a document (document_files): checked, stored through the asset storage
 * adapter (assets/storage: in the row by default, or files / S3 as ASSET_STORAGE says) and read
 * back for the customer's document view. Keyed by tenant and document id, under RLS.
 */
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { AssetStorage } from '../assets/storage';
import type { Db } from '../db/database';
import { documentFiles } from '../db/schema';

/**
 * 20 MB: a supplier's statement or invoice is a few pages, usually 50–500 KB even with a logo and a
 * scanned signature; 20 MB leaves room for a long statement with images while keeping one upload
 * (held whole in memory while it is checked and stored) and a database row small.
 */
export const DOCUMENT_FILE_MAX_BYTES = 20 * 1024 * 1024;

/** Every PDF starts with this header (ISO 32000-1 §7.5.2); the content type a sender claims is not enough. */
const PDF_MAGIC = Buffer.from('%PDF-', 'latin1');
export const isPdf = (bytes: Buffer): boolean => bytes.length > PDF_MAGIC.length && bytes.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC);

export type DocumentFileRow = typeof documentFiles.$inferSelect;

export interface StoredFile {
  row: DocumentFileRow;
  /** False when the same bytes were there already (nothing written). */
  changed: boolean;
}

/**
 * Keeps `bytes` as the document's file: the same bytes again change nothing (by SHA-256); other
 * bytes replace the file and the old bytes are forgotten. Runs in the caller's transaction; the
 * caller checked the document exists and that the bytes are a PDF.
 */
export async function storeDocumentFile(db: Db, storage: AssetStorage, tenantId: string, documentId: string, bytes: Buffer, sourceUrl: string | null, now: Date): Promise<StoredFile> {
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  // Locked: two uploads of one document at once replace each other in turn, never leave stray bytes.
  const [existing] = await db.select().from(documentFiles).where(eq(documentFiles.documentId, documentId)).for('update');
  if (existing && existing.sha256 === sha256) {
    if (existing.sourceUrl === sourceUrl) return { row: existing, changed: false };
    const [row] = await db.update(documentFiles).set({ sourceUrl }).where(eq(documentFiles.documentId, documentId)).returning();
    return { row, changed: false };
  }
  const stored = await storage.put(tenantId, `document-${documentId}.pdf`, bytes);
  const values = { sha256, size: bytes.length, ...stored, sourceUrl, updatedAt: now };
  const [row] = await db
    .insert(documentFiles)
    .values({ tenantId, documentId, ...values })
    .onConflictDoUpdate({ target: [documentFiles.tenantId, documentFiles.documentId], set: values })
    .returning();
  if (existing) await storage.delete(tenantId, existing);
  return { row, changed: true };
}

/** The document's own PDF, or undefined when it has none (or its bytes are gone): the caller draws it then. */
export async function documentFileBytes(db: Db, storage: AssetStorage, tenantId: string, documentId: string): Promise<Buffer | undefined> {
  const [row] = await db.select().from(documentFiles).where(eq(documentFiles.documentId, documentId));
  if (!row) return undefined;
  return storage.get(tenantId, row);
}
