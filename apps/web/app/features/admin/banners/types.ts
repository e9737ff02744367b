import type { PageInfo } from '../admin-request';

/** GET /api/admin/banners (admin/catalogue/schemas.ts). */
export interface AdminBanner {
  _id: string;
  /** The public API's `order`. */
  position: number;
  material: string;
  title: string;
  description: string;
  link: string | null;
  /** Desktop image; null until uploaded (the banner is not shown without it). */
  image: string | null;
  mobileImage: string | null;
  isActive: boolean;
  createdAt: string;
  updatedAt: string;
}

export interface AdminBannerList extends PageInfo {
  banners: AdminBanner[];
}

export type BannerImageKind = 'desktop' | 'mobile';
