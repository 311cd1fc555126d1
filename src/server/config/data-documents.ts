import { defaultNotificationsConfig } from '../notifications/default-config';
import { schemaProblems, type JsonProblem } from '../../engine/validation';
import { defaultWorkflow, workflowProblems, type WorkflowConfig } from '../../engine/workflow';
import { builtInDepartments, builtInTransactionTypes } from '../reference-lists/built-in';
import { schemaValidator } from './schema-ajv';
import { translationProblems } from '../../engine/i18n/translation-problems';
import type { TenantWords } from '../../engine/i18n/tenant-words';

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
  /**
   * What its schema cannot say (a workflow's transitions naming only its own statuses): problems
   * at JSON pointers, checked after the schema passed, so a document is refused like a schema error.
   */
  check?: (document: Record<string, unknown>) => JsonProblem[];
}

/**
 * A document whose `rule` reads it as the type its schema describes (generated from the schema):
 * the rule runs on a document the schema accepts, and a document it refuses answers its problems.
 */
function withRule<D>(entry: Omit<DataDocument, 'check'>, rule: (document: D) => JsonProblem[]): DataDocument {
  return {
    ...entry,
    check: (document) => {
      const validate = schemaValidator<D>(entry.schemaId);
      return validate(document) ? rule(document) : schemaProblems(validate.errors);
    },
  };
}

export const dataDocuments: readonly DataDocument[] = [
  { name: 'notifications', schemaId: 'entities/notifications-config.schema.json', builtIn: defaultNotificationsConfig },
  withRule<WorkflowConfig>({ name: 'workflow', schemaId: 'entities/workflow-config.schema.json', builtIn: defaultWorkflow }, workflowProblems),
  { name: 'departments', schemaId: 'entities/departments.schema.json', builtIn: builtInDepartments },
  { name: 'transaction_types', schemaId: 'entities/transaction-types.schema.json', builtIn: builtInTransactionTypes },
  // The tenant's wording in the other languages: none built in (the portal's own ships in src/engine/messages/locales).
  withRule<TenantWords>({ name: 'translations', schemaId: 'entities/translations.schema.json', builtIn: () => ({}) }, translationProblems),
];

export const dataDocumentNamed = (name: string): DataDocument | undefined => dataDocuments.find((doc) => doc.name === name);
