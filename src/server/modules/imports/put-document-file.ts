import { eq } from 'drizzle-orm';
import { recordChange } from '../../audit/record-change';
import { actorOf } from '../../auth/actor';
import { accountDocuments } from '../../db/schema';
import { HttpProblem, problems } from '../../http/problem';
import { isPdf, storeDocumentFile } from '../../imports/document-files';
import { tenantHandler } from '../../openapi/operation-types';
import { problemMessages } from '../../../engine/messages/problems';

/**
 * PUT /imports/documents/{document_id}/file: the PDF the upload hook read (imports/document-
 * upload.ts) becomes the imported document's own file. Checked by its content, not the type it
 * was sent as; a document this tenant has not imported is 404 (RLS keeps another tenant's out of
 * reach); the same bytes again write nothing. A change is in the change log, by the key's creator.
 */
export const putImportDocumentFile = tenantHandler<'putImportDocumentFile'>(async (ctx) => {
  const bytes = ctx.request.documentFile;
  if (!bytes) throw new HttpProblem(415, 'UNSUPPORTED_MEDIA_TYPE', problemMessages.pdfBody);
  if (!isPdf(bytes)) throw new HttpProblem(415, 'NOT_A_PDF', problemMessages.notAPdf);
  const [document] = await ctx.db.select({ id: accountDocuments.documentId }).from(accountDocuments).where(eq(accountDocuments.documentId, ctx.params.document_id));
  if (!document) throw problems.notFound('Document');
  const now = ctx.services.now();
  const { row, changed } = await storeDocumentFile(ctx.db, ctx.services.assetStorage, ctx.tenant.id, document.id, bytes, null, now);
  const view = { document_id: row.documentId, sha256: row.sha256, size: row.size, source_url: row.sourceUrl, updated_at: row.updatedAt.toISOString(), changed };
  if (changed) {
    await recordChange(ctx.db, ctx.tenant.id, actorOf(ctx), { operationId: 'putImportDocumentFile', target: `document:${row.documentId}`, before: null, after: { sha256: row.sha256, size: row.size, storage: row.storage } }, now);
  }
  return view;
});
