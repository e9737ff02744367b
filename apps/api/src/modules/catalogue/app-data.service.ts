import { asc, eq } from 'drizzle-orm';
import type { BannerDto, CategoryDto, SubcategoryDto } from '@dhatu/domain/contracts';
import type { Db } from '../../db/client.ts';
import { banners, categories, subcategories } from '../../db/schema/index.ts';

export async function listCategories(db: Db): Promise<CategoryDto[]> {
  const rows = await db.select().from(categories).orderBy(asc(categories.position), asc(categories.name));
  return rows.map((c) => ({ _id: c.id, name: c.name, image: c.image }));
}

export async function listSubcategories(db: Db): Promise<SubcategoryDto[]> {
  const rows = await db.select().from(subcategories).orderBy(asc(subcategories.position), asc(subcategories.name));
  return rows.map((s) => ({ _id: s.id, name: s.name, parentCategory: s.categoryId }));
}

export function toBannerDto(b: typeof banners.$inferSelect): BannerDto {
  return {
    _id: b.id, order: b.position, material: b.material, title: b.title, description: b.description,
    link: b.link, image: b.image, mobileImage: b.mobileImage,
  };
}

/** Active banners, ascending by order (spec §4: missing order counts as 0 — the column defaults to 0). */
export async function listBanners(db: Db): Promise<BannerDto[]> {
  const rows = await db.select().from(banners).where(eq(banners.isActive, true)).orderBy(asc(banners.position), asc(banners.createdAt));
  return rows.map(toBannerDto);
}
