import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';
import type { AssetStorage, StoredBytes } from './asset-storage';

/**
 * Bytes in files under `root` (ASSET_STORAGE=fs, ASSET_DIR): `<tenant>/<uuid>`. The key is
 * generated, never the upload's name, so no name can reach outside the tenant's folder; a key
 * read back from the database is checked to stay under the root all the same.
 */
export function filesystemStorage(root: string): AssetStorage {
  const base = resolve(root);
  const pathOf = (key: string): string => {
    const path = resolve(base, key);
    if (!path.startsWith(base + sep)) throw new Error(`Asset key outside the asset directory: ${key}`);
    return path;
  };
  const keyOf = (stored: StoredBytes) => (stored.storage === 'fs' && stored.key ? pathOf(stored.key) : undefined);
  return {
    name: 'fs',
    async put(tenantId, _name, bytes) {
      const key = join(tenantId, randomUUID());
      await mkdir(pathOf(tenantId), { recursive: true });
      // wx: a fresh key never overwrites anything.
      await writeFile(pathOf(key), bytes, { flag: 'wx' });
      return { storage: 'fs', key, bytes: null };
    },
    async get(_tenantId, stored) {
      const path = keyOf(stored);
      if (!path) return stored.bytes ?? undefined;
      try {
        return await readFile(path);
      } catch {
        return undefined;
      }
    },
    async delete(_tenantId, stored) {
      const path = keyOf(stored);
      if (path) await rm(path, { force: true });
    },
  };
}
