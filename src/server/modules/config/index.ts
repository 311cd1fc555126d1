import { discardConfigDraft, getConfigDraft, saveConfigDraft } from './drafts';
import { getConfigDocumentSchema, previewConfigDocument } from './editor-support';
import { getFormValidator } from './form-validator';
import { publishConfigDocument, rollbackConfigDocument } from './publish';
import { getConfigDocument, getConfigDocumentVersion, listConfigDocuments, listConfigVersions } from './read-documents';

/** Tenant configuration documents: read, draft, publish, roll back (no code, no restart). */
export const configHandlers = {
  listConfigDocuments,
  getConfigDocument,
  getConfigDocumentVersion,
  getFormValidator,
  listConfigVersions,
  getConfigDraft,
  saveConfigDraft,
  discardConfigDraft,
  publishConfigDocument,
  rollbackConfigDocument,
  getConfigDocumentSchema,
  previewConfigDocument,
};
