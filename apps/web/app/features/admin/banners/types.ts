/** /api/admin/banners answers the contract's shapes. */
export type { AdminBanner, AdminBannerList, BannerImageKind } from '@dhatu/domain/contracts';
