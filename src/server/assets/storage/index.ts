import { databaseStorage, type AssetStorage } from './asset-storage';
import { filesystemStorage } from './filesystem-storage';
import { s3Storage } from './s3-storage';

export type { AssetStorage, StoredBytes } from './asset-storage';
export { databaseStorage } from './asset-storage';
export { filesystemStorage } from './filesystem-storage';
export { s3Storage } from './s3-storage';

export interface AssetStorageEnv {
  ASSET_STORAGE?: 'database' | 'fs' | 's3';
  ASSET_DIR?: string;
  DATA_DIR?: string;
  S3_ENDPOINT?: string;
  S3_BUCKET?: string;
  S3_REGION?: string;
  S3_ACCESS_KEY_ID?: string;
  S3_SECRET_ACCESS_KEY?: string;
}

/** The adapter the environment names (env.ts: ASSET_STORAGE and its settings); the database by default. */
export function assetStorageFor(env: AssetStorageEnv): AssetStorage {
  if (env.ASSET_STORAGE === 'fs') return filesystemStorage(env.ASSET_DIR ?? `${env.DATA_DIR ?? './data'}/assets`);
  if (env.ASSET_STORAGE === 's3') {
    const { S3_ENDPOINT, S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY } = env;
    if (!S3_ENDPOINT || !S3_BUCKET || !S3_ACCESS_KEY_ID || !S3_SECRET_ACCESS_KEY) throw new Error('ASSET_STORAGE=s3 needs S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY');
    return s3Storage({ endpoint: S3_ENDPOINT, bucket: S3_BUCKET, region: S3_REGION ?? 'us-east-1', accessKeyId: S3_ACCESS_KEY_ID, secretAccessKey: S3_SECRET_ACCESS_KEY });
  }
  return databaseStorage;
}
