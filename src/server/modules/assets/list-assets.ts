import { desc, eq } from 'drizzle-orm';
import { assets } from '../../db/schema';
import { tenantHandler } from '../../openapi/operation-types';
import { assetView, metadataColumns } from './asset-view';
import type { AssetKind } from '../../../../schemas/generated/enums';

const listOf = (kind: AssetKind) =>
  async ({ db, tenant }: { db: import('../../db/database').Db; tenant: { id: string } }) => {
    const rows = await db.select(metadataColumns(assets)).from(assets).where(eq(assets.kind, kind)).orderBy(desc(assets.createdAt), assets.name);
    return rows.map((row) => assetView(tenant.id, row));
  };

/** GET /assets/logos and GET /assets/images: metadata and URLs, newest first (RLS keeps them the tenant's). */
export const listLogos = tenantHandler<'listLogos'>(listOf('logo'));
export const listImages = tenantHandler<'listImages'>(listOf('image'));
