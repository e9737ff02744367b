/** GET /api/admin/dashboard answers the contract's shape. */
export type {
  AttentionOrder, DashboardDto as Dashboard, DashboardPeriod as PeriodFigures, LowStockProduct,
} from '@dhatu/domain/contracts';
