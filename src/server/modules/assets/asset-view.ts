import { assetUrl } from '../../../engine/assets/asset-name';
import type { components } from '../../../../openapi/generated/tenant-api';
import type { assets } from '../../db/schema';

export type AssetView = components['schemas']['Asset'];
type AssetRow = Pick<typeof assets.$inferSelect, 'name' | 'kind' | 'contentType' | 'size' | 'createdAt'>;

/** An asset as the lists answer it: metadata and where its bytes are served, never the bytes. */
export const assetView = (tenantId: string, row: AssetRow): AssetView => ({
  name: row.name,
  kind: row.kind,
  content_type: row.contentType as AssetView['content_type'],
  size: row.size,
  created_at: row.createdAt.toISOString(),
  url: assetUrl(tenantId, row.kind, row.name),
});

/** The columns a list reads: the metadata, never the bytes column. */
export const metadataColumns = (table: typeof assets) => ({ name: table.name, kind: table.kind, contentType: table.contentType, size: table.size, createdAt: table.createdAt });
