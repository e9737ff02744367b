/** GET /api/admin/reviews answers the contract's shapes. */
export type { AdminReview, AdminReviewList } from '@dhatu/domain/contracts';
