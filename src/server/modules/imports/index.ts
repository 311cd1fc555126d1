import type { OperationHandlers } from '../../openapi/operation-types';
import { createImport } from './create-import';
import { getImport, listImports } from './list-imports';
import { getImportRefusalsCsv, listImportRefusals } from './refusals';

/** The supplier's bulk import: upload a file, follow its job, read what it refused. */
export const importsHandlers = {
  createImport,
  listImports,
  getImport,
  listImportRefusals,
  getImportRefusalsCsv,
} satisfies Partial<OperationHandlers>;
