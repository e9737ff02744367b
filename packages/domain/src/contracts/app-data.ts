import { z } from 'zod';

export const categorySchema = z.object({
  _id: z.string(),
  name: z.string(),
  image: z.string().nullable(),
});

export const subcategorySchema = z.object({
  _id: z.string(),
  name: z.string(),
  parentCategory: z.string(),
});

export const bannerSchema = z.object({
  _id: z.string(),
  order: z.number().int(),
  material: z.string(),
  title: z.string(),
  description: z.string(),
  link: z.string().nullable(),
  image: z.string(),
  mobileImage: z.string().nullable(),
});

export type CategoryDto = z.infer<typeof categorySchema>;
export type SubcategoryDto = z.infer<typeof subcategorySchema>;
export type BannerDto = z.infer<typeof bannerSchema>;

export const bannerListSchema = z.object({ banners: z.array(bannerSchema) });
export const categoryListSchema = z.object({ categories: z.array(categorySchema) });
export const subcategoryListSchema = z.object({ subcategories: z.array(subcategorySchema) });
export type BannerList = z.infer<typeof bannerListSchema>;
export type CategoryList = z.infer<typeof categoryListSchema>;
export type SubcategoryList = z.infer<typeof subcategoryListSchema>;

/** What every server-rendered page needs (storefront §4 App data), read together. */
export type AppDataLists = BannerList & CategoryList & SubcategoryList;
