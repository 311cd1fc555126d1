import { databaseStorage, type AssetStorage } from './asset-storage';
import { filesystemStorage } from './filesystem-storage';

export type { AssetStorage, StoredBytes } from './asset-storage';
export { databaseStorage } from './asset-storage';
export { filesystemStorage } from './filesystem-storage';

/** The adapter the environment names (env.ts: ASSET_STORAGE, ASSET_DIR); the database by default. */
export function assetStorageFor(env: { ASSET_STORAGE?: 'database' | 'fs'; ASSET_DIR?: string; DATA_DIR?: string }): AssetStorage {
  if (env.ASSET_STORAGE === 'fs') return filesystemStorage(env.ASSET_DIR ?? `${env.DATA_DIR ?? './data'}/assets`);
  return databaseStorage;
}
