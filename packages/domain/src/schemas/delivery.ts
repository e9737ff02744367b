import { z } from 'zod';
import { DELIVERY_LIMITS, DELIVERY_PINCODE_MESSAGE, PINCODE_RULE, type DeliverySettings } from '../delivery.ts';
import { rupeesToPaise } from '../money.ts';

export const DELIVERY_SETTING_MESSAGES = {
  days: `Days must be a whole number from 0 to ${DELIVERY_LIMITS.maxDays}`,
  dispatchOrder: 'Most dispatch days must not be less than the fewest',
  transitOrder: 'Most delivery days must not be less than the fewest',
  cutoff: 'Cut-off must be a time from 00:00 to 23:59',
  offDays: 'Days off must be weekdays (0 = Sunday to 6 = Saturday), and at least one day a week must be open',
  holiday: 'Holidays must be dates (YYYY-MM-DD)',
  holidayPast: (date: string) => `Holiday ${date} is in the past`,
  holidays: `At most ${DELIVERY_LIMITS.maxHolidays} holidays`,
  fee: `Fee must be an amount in rupees from 0 to ${DELIVERY_LIMITS.maxFeeRupees}`,
  codMax: `Cash on delivery limit must be an amount in rupees from 0 to ${DELIVERY_LIMITS.maxCodOrderRupees}`,
} as const;

/** A pincode as the estimate and the pincode box take it: six digits, the first 1–9. */
export const deliveryPincodeSchema = z
  .string({ error: DELIVERY_PINCODE_MESSAGE })
  .trim()
  .regex(PINCODE_RULE, DELIVERY_PINCODE_MESSAGE);

const days = z.number({ error: DELIVERY_SETTING_MESSAGES.days }).int(DELIVERY_SETTING_MESSAGES.days).min(0, DELIVERY_SETTING_MESSAGES.days).max(DELIVERY_LIMITS.maxDays, DELIVERY_SETTING_MESSAGES.days);
const rupees = (message: string, max: number) => z.number({ error: message }).min(0, message).max(max, message).multipleOf(0.01, message);
const ISO_DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const realDate = (text: string) => ISO_DATE.test(text) && new Date(`${text}T00:00:00Z`).toISOString().startsWith(text);

/**
 * PUT /api/admin/delivery/settings, as the console's form sends it (money in rupees). `today` (the
 * India date) refuses holidays in the past; the server passes its own clock.
 */
export function deliverySettingsSchema(today: string) {
  return z.strictObject({
    dispatchMinDays: days,
    dispatchMaxDays: days,
    cutoff: z.string({ error: DELIVERY_SETTING_MESSAGES.cutoff }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, DELIVERY_SETTING_MESSAGES.cutoff),
    offDays: z.array(z.number().int().min(0).max(6), { error: DELIVERY_SETTING_MESSAGES.offDays })
      .max(6, DELIVERY_SETTING_MESSAGES.offDays)
      .refine((list) => new Set(list).size === list.length, DELIVERY_SETTING_MESSAGES.offDays),
    holidays: z.array(z.string().refine(realDate, DELIVERY_SETTING_MESSAGES.holiday), { error: DELIVERY_SETTING_MESSAGES.holiday })
      .max(DELIVERY_LIMITS.maxHolidays, DELIVERY_SETTING_MESSAGES.holidays)
      .superRefine((list, ctx) => {
        for (const date of list) if (realDate(date) && date < today) ctx.addIssue({ code: 'custom', message: DELIVERY_SETTING_MESSAGES.holidayPast(date) });
      }),
    fallback: z.strictObject({
      serviceable: z.boolean(),
      minDays: days,
      maxDays: days,
      cod: z.boolean(),
      fee: rupees(DELIVERY_SETTING_MESSAGES.fee, DELIVERY_LIMITS.maxFeeRupees),
    }),
    codMaxOrderValue: rupees(DELIVERY_SETTING_MESSAGES.codMax, DELIVERY_LIMITS.maxCodOrderRupees),
  })
    .refine((s) => s.dispatchMaxDays >= s.dispatchMinDays, { message: DELIVERY_SETTING_MESSAGES.dispatchOrder, path: ['dispatchMaxDays'] })
    .refine((s) => s.fallback.maxDays >= s.fallback.minDays, { message: DELIVERY_SETTING_MESSAGES.transitOrder, path: ['fallback', 'maxDays'] });
}

export type DeliverySettingsInput = z.input<ReturnType<typeof deliverySettingsSchema>>;

/** The form's values as the settings the rules read (money in paise, holidays sorted). */
export function toDeliverySettings(input: z.output<ReturnType<typeof deliverySettingsSchema>>): DeliverySettings {
  const { fee, ...fallback } = input.fallback;
  return {
    dispatchMinDays: input.dispatchMinDays,
    dispatchMaxDays: input.dispatchMaxDays,
    cutoff: input.cutoff,
    offDays: [...input.offDays].sort(),
    holidays: [...new Set(input.holidays)].sort(),
    fallback: { ...fallback, feePaise: rupeesToPaise(fee) },
    codMaxOrderPaise: rupeesToPaise(input.codMaxOrderValue),
  };
}

