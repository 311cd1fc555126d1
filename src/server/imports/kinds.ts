/** The record kinds of the supplier's import, each described by schemas/entities/import-<kind>.schema.json. */
import type { components } from '../../../openapi/generated/tenant-api';
import { IMPORT_KINDS, type ImportKind } from '../../../schemas/generated/enums';

type Schemas = components['schemas'];

export interface ImportRecords {
  customer: Schemas['ImportCustomer'];
  account: Schemas['ImportAccount'];
  location: Schemas['ImportLocation'];
  tank: Schemas['ImportTank'];
  price: Schemas['ImportPrice'];
  document: Schemas['ImportDocument'];
  transaction: Schemas['ImportTransaction'];
  delivery: Schemas['ImportDelivery'];
  fuel_card: Schemas['ImportFuelCard'];
  reading: Schemas['ImportReading'];
  delivery_status: Schemas['ImportDeliveryStatus'];
}

export type { ImportKind };

/**
 * Parents before the records that name them: a batch is applied in this order, so a tank may
 * follow its location in the same batch whatever the order of the file's lines.
 */
export { IMPORT_KINDS };

export const isImportKind = (value: unknown): value is ImportKind => typeof value === 'string' && (IMPORT_KINDS as readonly string[]).includes(value);

/** The schema file of a kind: fuel_card → import-fuel-card.schema.json. */
export const schemaFileOf = (kind: ImportKind) => `import-${kind.replace(/_/g, '-')}.schema.json`;

/** A CSV file's kind from its name: transactions.csv, fuel-cards.csv, 2026-11-account.csv… */
export function kindOfFileName(fileName: string): ImportKind | undefined {
  const base = fileName.split(/[\\/]/).pop()!.toLowerCase().replace(/\.csv$/, '').replace(/-/g, '_');
  const match = [...IMPORT_KINDS].sort((a, b) => b.length - a.length).find((kind) => new RegExp(`(^|[^a-z])${kind}s?$`).test(base));
  return match;
}
