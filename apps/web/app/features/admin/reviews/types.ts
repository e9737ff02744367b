import type { PageInfo } from '../admin-request';

/** GET /api/admin/reviews (admin/content/schemas.ts). */
export interface AdminReview {
  _id: string;
  product: { _id: string; name: string };
  user: { name: string; phone: string };
  rating: number;
  comment: string;
  images: { _id: string; url: string; altText: string }[];
  isHidden: boolean;
  createdAt: string;
}

export interface AdminReviewList extends PageInfo {
  reviews: AdminReview[];
}
