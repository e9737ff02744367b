/** GET /api/admin/dashboard answers the contract's shape. */
export type {
  AttentionOrder, DashboardDto as Dashboard, DashboardPeriod as PeriodFigures, LowStockProduct,
} from '@dhatu/domain/contracts';

/** GET /api/admin/dashboard/sales and the low-stock level (issue 24). */
export type { LowStockSetting, SalesDto, SalesFigure } from '@dhatu/domain/contracts';
import type { ReportPeriod, SalesGrouping } from '@dhatu/domain';

export interface SalesParams {
  period: ReportPeriod;
  from?: string;
  to?: string;
  groupBy?: SalesGrouping;
}
