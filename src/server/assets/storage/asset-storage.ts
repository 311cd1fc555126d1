/**
 * Where an asset's BYTES live (its metadata is always a row of the `assets` table, under RLS).
 * The database adapter keeps them in the row itself; the filesystem adapter under ASSET_DIR; the
 * S3 adapter in a bucket of an S3-compatible store. An adapter never decides what is
 * stored — the handlers check the upload first — it only keeps and gives back bytes.
 */
export interface StoredBytes {
  /** The `storage` column: which adapter holds the bytes. */
  storage: string;
  /** The `key` column: where the adapter finds them (null when the row holds them). */
  key: string | null;
  /** The `bytes` column: the bytes themselves for the database adapter, else null. */
  bytes: Buffer | null;
}

export interface AssetStorage {
  /** The name written to the `storage` column. */
  readonly name: string;
  /** Keeps the bytes of a new asset; every call gets a fresh key, so a failed insert never clobbers another asset's bytes. */
  put(tenantId: string, assetName: string, bytes: Buffer): Promise<StoredBytes>;
  /** The bytes of a stored asset, or undefined when they are gone. */
  get(tenantId: string, stored: StoredBytes): Promise<Buffer | undefined>;
  /** Forgets the bytes (after the row is deleted); gone already is fine. */
  delete(tenantId: string, stored: StoredBytes): Promise<void>;
}

/** The default: the bytes travel in the row, in the request's transaction. */
export const databaseStorage: AssetStorage = {
  name: 'database',
  put: async (_tenantId, _name, bytes) => ({ storage: 'database', key: null, bytes }),
  get: async (_tenantId, stored) => stored.bytes ?? undefined,
  delete: async () => {},
};
