import { builtInDepartments, builtInTransactionTypes } from '../modules/reference-lists/built-in';

/**
 * Configuration documents that are plain data checked by a JSON Schema (the workflow statuses,
 * notification rules, departments, transaction types…). Each resolves like the settings:
 * the built-in default ⟵ `tenants/<id>/<name>.json` ⟵ the tenant's published override, objects
 * merged key by key, arrays and values replaced. Adding one is one entry here, a schema under
 * `schemas/entities/` and its default; the config API, the editor, versions, rollback and the
 * cache then serve it like every other document.
 */
export interface DataDocument {
  /** The document's name in the config API (`/config/documents/{name}`) and the tenant folder file's. */
  name: string;
  /** The `$id` of its JSON Schema under schemas/. */
  schemaId: string;
  /** What every tenant runs with when neither its folder nor an admin says otherwise. */
  builtIn: () => Record<string, unknown>;
}

export const dataDocuments: readonly DataDocument[] = [
  { name: 'departments', schemaId: 'entities/departments.schema.json', builtIn: builtInDepartments },
  { name: 'transaction_types', schemaId: 'entities/transaction-types.schema.json', builtIn: builtInTransactionTypes },
];

export const dataDocumentNamed = (name: string): DataDocument | undefined => dataDocuments.find((doc) => doc.name === name);
