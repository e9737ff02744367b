/** GET /api/admin/dashboard (apps/api/src/modules/admin/dashboard/schemas.ts). */
export interface PeriodFigures {
  orders: number;
  revenue: number;
}

export interface LowStockProduct {
  _id: string;
  name: string;
  stock: number;
  image: string | null;
}

export interface AttentionOrder {
  _id: string;
  orderId: string;
  total: number;
  paymentAttention: string;
  createdAt: string;
}

export interface Dashboard {
  today: PeriodFigures;
  month: PeriodFigures;
  toProcess: number;
  /** Products with less stock than this are listed. */
  lowStockBelow: number;
  lowStock: LowStockProduct[];
  paymentAttention: AttentionOrder[];
}
