import type { OperationHandlers } from '../../openapi/operation-types';
import { createImport } from './create-import';
import { getImport, listImports } from './list-imports';
import { putImportDocumentFile } from './put-document-file';
import { getImportRefusalsCsv, listImportRefusals } from './refusals';

/** The supplier's bulk import: upload a file, follow its job, read what it refused; a document's own PDF. */
export const importsHandlers = {
  createImport,
  listImports,
  getImport,
  listImportRefusals,
  getImportRefusalsCsv,
  putImportDocumentFile,
} satisfies Partial<OperationHandlers>;
