import { z } from 'zod';
import { DELIVERY_CSV_HEADER, deliveryPincodeSchema, ID_PATTERN, MAX_CART_LINES } from '../index.ts';

const rupees = (what: string) => z.number().describe(`${what}, in rupees`);
const isoDay = (what: string) => z.string().describe(`${what} (YYYY-MM-DD, India date)`);

/** GET /api/delivery/estimate */
export const deliveryEstimateQuery = z.strictObject({
  pincode: deliveryPincodeSchema.describe('Six digits, the first 1–9'),
  productId: z.string().min(1).max(64).optional().describe('The product the shopper looks at (a hidden or unknown one is a 404); a made-to-order one adds its days to make'),
  productIds: z.string().max(MAX_CART_LINES * 65)
    .refine((ids) => ids.split(',').length <= MAX_CART_LINES && ids.split(',').every((id) => ID_PATTERN.test(id)), 'productIds must be product ids separated by commas')
    .optional()
    .describe(`The products of a cart, separated by commas (at most ${MAX_CART_LINES}): the slowest to make decides, as for the order (hidden or unknown ones are passed over)`),
});

export const deliveryEstimateSchema = z.object({
  pincode: z.string(),
  serviceable: z.boolean().describe('Whether the shop delivers there'),
  cod: z.boolean().describe('Whether cash on delivery is allowed there (orders above codMaxOrderValue still cannot use it)'),
  minDate: isoDay('Earliest delivery').nullable(),
  maxDate: isoDay('Latest delivery').nullable(),
  fee: rupees('Delivery fee this pincode adds to the order (0 for none)'),
  codMaxOrderValue: rupees('Cash on delivery only for orders up to this total'),
  message: z.string().describe("The answer in words: 'Delivery Wed, 3 Dec – Fri, 5 Dec · Cash on delivery available' or 'We don't deliver to 845401 yet'"),
});
export type DeliveryEstimateDto = z.infer<typeof deliveryEstimateSchema>;

const days = z.number().int();
const terms = {
  serviceable: z.boolean().describe('Pincodes in no zone: served or not'),
  minDays: days.describe('Fewest business days in transit'),
  maxDays: days.describe('Most business days in transit'),
  cod: z.boolean(),
  fee: rupees('Extra delivery fee'),
};
const settings = {
  dispatchMinDays: days.describe('Fewest business days from order to dispatch'),
  dispatchMaxDays: days.describe('Most business days from order to dispatch'),
  cutoff: z.string().describe("'HH:MM' IST: orders after it count from the next business day"),
  offDays: z.array(z.number().int()).describe('Weekly days off, 0 = Sunday … 6 = Saturday'),
  holidays: z.array(z.string()).describe('Days the workshop is closed (YYYY-MM-DD)'),
  fallback: z.object(terms).describe('What applies to pincodes in no zone'),
  codMaxOrderValue: rupees('Cash on delivery only for orders up to this total'),
};

/** GET and PUT /api/admin/delivery/settings */
export const deliverySettingsResponseSchema = z.object({
  ...settings,
  defaults: z.object(settings).describe('What applies when the owner never set them'),
  rules: z.number().int().describe('How many zone rules are in force'),
  updatedAt: z.string().nullable().describe('When the owner last changed the settings (ISO 8601); null: never'),
});
export type AdminDeliverySettings = z.infer<typeof deliverySettingsResponseSchema>;

/** POST /api/admin/delivery/rules/preview and PUT /api/admin/delivery/rules */
export const deliveryCsvBody = z.strictObject({
  csv: z.string({ error: 'Choose a CSV file' }).max(4_000_000, 'The file is too large (at most 4 MB)').describe(`CSV text: ${DELIVERY_CSV_HEADER}`),
});

const rowErrorSchema = z.object({ line: z.number().int(), message: z.string() });
const overlapSchema = z.object({ line: z.number().int(), otherLine: z.number().int(), message: z.string() });
const ruleSchema = z.object({
  pattern: z.string(), minDays: days, maxDays: days, cod: z.boolean(), fee: rupees('Extra delivery fee'),
});

export const deliveryImportPreviewSchema = z.object({
  rules: z.number().int().describe('Rows read as rules'),
  errors: z.array(rowErrorSchema).describe('Every bad row, with its line number (the file applies only when empty)'),
  overlaps: z.array(overlapSchema).describe('Rules sharing pincodes, first 100 (the narrowest wins)'),
  overlapCount: z.number().int(),
  sample: z.array(ruleSchema).describe('The first 20 rules as they will be stored'),
});
export type DeliveryImportPreview = z.infer<typeof deliveryImportPreviewSchema>;

export const deliveryImportResultSchema = z.object({
  rules: z.number().int().describe('Rules now in force (the file replaced every earlier rule)'),
  overlapCount: z.number().int(),
});
export type DeliveryImportResult = z.infer<typeof deliveryImportResultSchema>;

export const deliveryCsvFileSchema = z.string().describe(`text/csv: ${DELIVERY_CSV_HEADER}, one rule a line`);
