import { asc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { BANNER_WIDTHS, IMAGE_WIDTHS } from '@dhatu/domain';
import type { AdminBanner, adminBannerListQuery, bannerCreateBody, bannerPatchBody } from '@dhatu/domain/contracts';
import type { Db, Tx } from '../../../db/client.ts';
import { banners } from '../../../db/schema/index.ts';
import { writeAudit } from '../../../lib/audit.ts';
import { badRequest, notFound } from '../../../lib/errors.ts';
import { removeUnusedImages, saveImages } from '../../../lib/media-store.ts';
import { prepareImages } from './admin-media.ts';

export const BANNER_NOT_FOUND = 'Banner not found';
export const BANNER_NEEDS_IMAGE = 'Upload the desktop image before showing this banner';
const MEDIA_FOLDER = 'banners';
/** The seeded banners' widths: wide renditions for the desktop picture, phone ones for the mobile picture. */
const WIDTHS = { desktop: BANNER_WIDTHS, mobile: IMAGE_WIDTHS } as const;

type BannerRow = typeof banners.$inferSelect;

/** The column needs a value; '' stands for "no image uploaded yet" and such a banner is never active. */
const NO_IMAGE = '';

function toBanner(row: BannerRow): AdminBanner {
  return {
    _id: row.id, position: row.position, material: row.material, title: row.title, description: row.description, link: row.link,
    image: row.image === NO_IMAGE ? null : row.image, mobileImage: row.mobileImage, isActive: row.isActive,
    createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString(),
  };
}

async function lockBanner(tx: Tx, id: string): Promise<BannerRow> {
  const [row] = await tx.select().from(banners).where(eq(banners.id, id)).for('update');
  if (!row) throw notFound(BANNER_NOT_FOUND);
  return row;
}

export async function listAdminBanners(db: Db, query: z.output<typeof adminBannerListQuery>) {
  const where = query.material ? eq(banners.material, query.material) : undefined;
  const [rows, [counted]] = await Promise.all([
    db.select().from(banners).where(where).orderBy(asc(banners.material), asc(banners.position), asc(banners.createdAt), asc(banners.id))
      .limit(query.limit).offset((query.page - 1) * query.limit),
    db.select({ total: sql<number>`count(*)::int` }).from(banners).where(where),
  ]);
  const total = counted?.total ?? 0;
  return { banners: rows.map(toBanner), total, page: query.page, pages: Math.ceil(total / query.limit) };
}

/** POST /api/admin/banners: without its image yet, so it starts hidden; position defaults to last of its material. */
export async function createAdminBanner(db: Db, actorUserId: string, input: z.output<typeof bannerCreateBody>): Promise<AdminBanner> {
  if (input.isActive) throw badRequest(BANNER_NEEDS_IMAGE, [`isActive: ${BANNER_NEEDS_IMAGE}`]);
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(banners).values({
      material: input.material, title: input.title, description: input.description, link: input.link,
      image: NO_IMAGE, isActive: false,
      position: input.position
        ?? sql`(select coalesce(max(${banners.position}), 0) + 1 from ${banners} where ${banners.material} = ${input.material})`,
    }).returning();
    const after = toBanner(row!);
    await writeAudit(tx, { actorUserId, action: 'banner.create', entityType: 'banner', entityId: after._id, after });
    return after;
  });
}

export async function updateAdminBanner(db: Db, actorUserId: string, id: string, patch: z.output<typeof bannerPatchBody>): Promise<AdminBanner> {
  return db.transaction(async (tx) => {
    const current = await lockBanner(tx, id);
    if (patch.isActive && current.image === NO_IMAGE) throw badRequest(BANNER_NEEDS_IMAGE, [`isActive: ${BANNER_NEEDS_IMAGE}`]);
    const changes: Partial<typeof banners.$inferInsert> = {};
    for (const key of ['position', 'material', 'title', 'description', 'link', 'isActive'] as const) {
      if (patch[key] !== undefined && patch[key] !== current[key]) Object.assign(changes, { [key]: patch[key] });
    }
    const before = toBanner(current);
    if (Object.keys(changes).length === 0) return before;
    const [row] = await tx.update(banners).set({ ...changes, updatedAt: new Date() }).where(eq(banners.id, id)).returning();
    const after = toBanner(row!);
    await writeAudit(tx, { actorUserId, action: 'banner.update', entityType: 'banner', entityId: id, before, after });
    return after;
  });
}

export async function deleteAdminBanner(db: Db, actorUserId: string, id: string): Promise<{ deleted: true }> {
  return db.transaction(async (tx) => {
    const current = await lockBanner(tx, id);
    await tx.delete(banners).where(eq(banners.id, id));
    const before = toBanner(current);
    await writeAudit(tx, { actorUserId, action: 'banner.delete', entityType: 'banner', entityId: id, before });
    await removeUnusedImages(tx, [before.image, before.mobileImage].filter((url): url is string => Boolean(url)));
    return { deleted: true as const };
  });
}

/**
 * POST /api/admin/banners/{id}/image?kind=desktop|mobile: one image, encoded at the widths the
 * storefront's banner srcset asks for; the picture it replaces goes in the same transaction unless
 * something else still shows it.
 */
export async function setBannerImage(
  db: Db, actorUserId: string, id: string, kind: 'desktop' | 'mobile', file: Buffer,
): Promise<AdminBanner> {
  const [exists] = await db.select({ id: banners.id }).from(banners).where(eq(banners.id, id));
  if (!exists) throw notFound(BANNER_NOT_FOUND);
  const [stored] = await prepareImages(MEDIA_FOLDER, [file], WIDTHS[kind]);
  return db.transaction(async (tx) => {
    const current = await lockBanner(tx, id);
    await saveImages(tx, [stored!]);
    const [row] = await tx.update(banners)
      .set({ ...(kind === 'desktop' ? { image: stored!.url } : { mobileImage: stored!.url }), updatedAt: new Date() })
      .where(eq(banners.id, id)).returning();
    const changed = toBanner(row!);
    await writeAudit(tx, { actorUserId, action: `banner.image.${kind}`, entityType: 'banner', entityId: id, before: toBanner(current), after: changed });
    const replaced = kind === 'desktop' ? current.image : current.mobileImage;
    if (replaced) await removeUnusedImages(tx, [replaced]);
    return changed;
  });
}
