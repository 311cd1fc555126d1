import { discardConfigDraft, getConfigDraft, saveConfigDraft } from './drafts';
import { publishConfigDocument, rollbackConfigDocument } from './publish';
import { getConfigDocument, getConfigDocumentVersion, listConfigDocuments, listConfigVersions } from './read-documents';

/** Tenant configuration documents: read, draft, publish, roll back (no code, no restart). */
export const configHandlers = {
  listConfigDocuments,
  getConfigDocument,
  getConfigDocumentVersion,
  listConfigVersions,
  getConfigDraft,
  saveConfigDraft,
  discardConfigDraft,
  publishConfigDocument,
  rollbackConfigDocument,
};
