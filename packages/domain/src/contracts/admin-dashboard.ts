import { z } from 'zod';
import { backupStatusSchema } from './admin-backups.ts';

const period = z.object({
  orders: z.number().int().describe('Orders placed (not cancelled, and paid when online)'),
  revenue: z.number().describe('Their totals, in rupees'),
});

/** GET /api/admin/dashboard. Days and months are India's (Asia/Kolkata). */
export const dashboardSchema = z.object({
  today: period,
  month: period,
  toProcess: z.number().int().describe('Orders pending or processing (online ones once paid)'),
  lowStockBelow: z.number().int().describe('Products with less stock than this are listed'),
  lowStock: z.array(z.object({
    _id: z.string(),
    name: z.string(),
    stock: z.number().int(),
    image: z.string().nullable(),
  })).describe('Visible products running out, emptiest first (at most 20)'),
  paymentAttention: z.array(z.object({
    _id: z.string(),
    orderId: z.string(),
    total: z.number().describe('In rupees'),
    paymentAttention: z.string(),
    createdAt: z.string().describe('ISO 8601'),
  })).describe('Orders whose payment needs a look, newest first (at most 20)'),
  backups: backupStatusSchema.describe('When the shop last backed itself up, and any failure since'),
});
export type DashboardDto = z.infer<typeof dashboardSchema>;
export type DashboardPeriod = DashboardDto['today'];
export type LowStockProduct = DashboardDto['lowStock'][number];
export type AttentionOrder = DashboardDto['paymentAttention'][number];
