import { z } from 'zod';
import { VARIANT_LIMITS, variantLabel } from '../variants.ts';
import { ADMIN_LIMITS, ADMIN_MESSAGES } from './admin-catalogue.ts';
import { freeText } from './fields.ts';

/**
 * PUT /api/admin/products/{id}/variants (issue 26): the options and the whole set of variants.
 * Every rule that can be judged from the body alone is here, each naming the option or the row
 * (1-based, as the console's grid shows it); SKUs used by other products are judged by the API.
 */
export const VARIANT_MESSAGES = {
  tooManyOptions: `A product can have at most ${VARIANT_LIMITS.options} options`,
  tooManyVariants: `A product can have at most ${VARIANT_LIMITS.variants} variants`,
  optionName: (n: number) => `Option ${n}: please enter its name`,
  optionNameTooLong: (n: number) => `Option ${n}: the name must be at most ${VARIANT_LIMITS.name} characters`,
  optionRepeated: (n: number, name: string) => `Option ${n}: '${name}' is already an option`,
  noValues: (n: number) => `Option ${n}: add at least one value`,
  tooManyValues: (n: number) => `Option ${n}: at most ${VARIANT_LIMITS.values} values`,
  value: (n: number) => `Option ${n}: a value is empty`,
  valueTooLong: (n: number) => `Option ${n}: a value must be at most ${VARIANT_LIMITS.value} characters`,
  valueRepeated: (n: number, value: string) => `Option ${n}: '${value}' is listed twice`,
  variantsWithoutOptions: 'Variants need options: add an option first',
  optionsWithoutVariants: 'Add at least one variant for these options',
  valuesCount: (row: number, options: number) => `Row ${row}: choose one value for each of the ${options} options`,
  valueUnknown: (row: number, option: string, value: string) => `Row ${row}: '${value}' is not a value of ${option}`,
  sameValues: (row: number, first: number, label: string) => `Row ${row}: ${label} is the same as row ${first}`,
  sku: (row: number) => `Row ${row}: please enter the SKU`,
  skuFormat: (row: number) => `Row ${row}: the SKU may hold letters, numbers, - _ . and / (at most ${VARIANT_LIMITS.sku})`,
  skuRepeated: (row: number, first: number, sku: string) => `Row ${row}: SKU ${sku} is also row ${first}'s`,
  skuTaken: (row: number, sku: string) => `Row ${row}: SKU ${sku} is already used by another variant`,
  price: (row: number) => `Row ${row}: ${ADMIN_MESSAGES.price.toLowerCase()}`,
  priceTooHigh: (row: number) => `Row ${row}: ${ADMIN_MESSAGES.priceTooHigh.toLowerCase()}`,
  discount: (row: number) => `Row ${row}: ${ADMIN_MESSAGES.discount.toLowerCase()}`,
  stock: (row: number) => `Row ${row}: ${ADMIN_MESSAGES.stock.toLowerCase()}`,
  weight: (row: number) => `Row ${row}: weight must be a whole number of grams, at least 1 (or empty)`,
  image: (row: number) => `Row ${row}: the image must be one of the product's images`,
} as const;

export const SKU_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._/-]*$/;

const optionSchema = z.object({
  name: z.string(),
  values: z.array(z.string()),
}).strict();

const variantRowSchema = z.object({
  values: z.array(z.string()),
  sku: z.string(),
  price: z.unknown(),
  discount: z.unknown().optional(),
  stock: z.unknown(),
  weightGrams: z.unknown().optional(),
  image: z.string().max(300).nullish(),
}).strict();

const isWhole = (value: unknown, min: number, max: number): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;

const cleanText = freeText('Text');

/**
 * The body, normalised (names and values trimmed, SKUs upper-cased) and judged row by row; the
 * first issue is the 400's message. Typed loosely first so a bad row is named, not 'expected number'.
 */
export const variantsBodySchema = z.object({
  options: z.array(optionSchema, { error: 'options must be a list of { name, values }' }),
  variants: z.array(variantRowSchema, { error: 'variants must be a list of rows' }),
}).strict().transform((body, ctx) => {
  const issue = (message: string, path: (string | number)[]) => {
    ctx.issues.push({ code: 'custom', message, input: body, path });
  };
  const text = (value: string) => {
    const parsed = cleanText.safeParse(value);
    return parsed.success ? parsed.data : null;
  };
  if (body.options.length > VARIANT_LIMITS.options) issue(VARIANT_MESSAGES.tooManyOptions, ['options']);
  if (body.variants.length > VARIANT_LIMITS.variants) issue(VARIANT_MESSAGES.tooManyVariants, ['variants']);
  if (ctx.issues.length) return z.NEVER;

  const options = body.options.map((option, i) => {
    const n = i + 1;
    const name = text(option.name) ?? '';
    if (name === '') issue(VARIANT_MESSAGES.optionName(n), ['options', i, 'name']);
    else if (name.length > VARIANT_LIMITS.name) issue(VARIANT_MESSAGES.optionNameTooLong(n), ['options', i, 'name']);
    if (option.values.length === 0) issue(VARIANT_MESSAGES.noValues(n), ['options', i, 'values']);
    if (option.values.length > VARIANT_LIMITS.values) issue(VARIANT_MESSAGES.tooManyValues(n), ['options', i, 'values']);
    const values = option.values.map((raw, j) => {
      const value = text(raw) ?? '';
      if (value === '') issue(VARIANT_MESSAGES.value(n), ['options', i, 'values', j]);
      else if (value.length > VARIANT_LIMITS.value) issue(VARIANT_MESSAGES.valueTooLong(n), ['options', i, 'values', j]);
      return value;
    });
    const seen = new Set<string>();
    values.forEach((value, j) => {
      if (value && seen.has(value.toLowerCase())) issue(VARIANT_MESSAGES.valueRepeated(n, value), ['options', i, 'values', j]);
      seen.add(value.toLowerCase());
    });
    return { name, values };
  });
  const names = new Set<string>();
  options.forEach((option, i) => {
    if (option.name && names.has(option.name.toLowerCase())) issue(VARIANT_MESSAGES.optionRepeated(i + 1, option.name), ['options', i, 'name']);
    names.add(option.name.toLowerCase());
  });
  if (options.length === 0 && body.variants.length > 0) issue(VARIANT_MESSAGES.variantsWithoutOptions, ['variants']);
  if (options.length > 0 && body.variants.length === 0) issue(VARIANT_MESSAGES.optionsWithoutVariants, ['variants']);
  if (ctx.issues.length) return z.NEVER;

  const byValues = new Map<string, number>();
  const bySku = new Map<string, number>();
  const variants = body.variants.map((row, i) => {
    const n = i + 1;
    const at = (field: string) => ['variants', i, field];
    const values = row.values.map((v) => text(v) ?? '');
    if (values.length !== options.length) issue(VARIANT_MESSAGES.valuesCount(n, options.length), at('values'));
    else {
      values.forEach((value, j) => {
        if (!options[j]!.values.includes(value)) issue(VARIANT_MESSAGES.valueUnknown(n, options[j]!.name, value), at('values'));
      });
      const key = JSON.stringify(values);
      const first = byValues.get(key);
      if (first !== undefined) issue(VARIANT_MESSAGES.sameValues(n, first, variantLabel(values)), at('values'));
      else byValues.set(key, n);
    }
    const sku = row.sku.trim().toUpperCase();
    if (sku === '') issue(VARIANT_MESSAGES.sku(n), at('sku'));
    else if (sku.length > VARIANT_LIMITS.sku || !SKU_PATTERN.test(sku)) issue(VARIANT_MESSAGES.skuFormat(n), at('sku'));
    else {
      const first = bySku.get(sku);
      if (first !== undefined) issue(VARIANT_MESSAGES.skuRepeated(n, first, sku), at('sku'));
      else bySku.set(sku, n);
    }
    if (typeof row.price === 'number' && row.price > ADMIN_LIMITS.price) issue(VARIANT_MESSAGES.priceTooHigh(n), at('price'));
    else if (!isWhole(row.price, 0, ADMIN_LIMITS.price)) issue(VARIANT_MESSAGES.price(n), at('price'));
    const discount = row.discount ?? 0;
    if (!isWhole(discount, 0, 100)) issue(VARIANT_MESSAGES.discount(n), at('discount'));
    if (!isWhole(row.stock, 0, ADMIN_LIMITS.stock)) issue(VARIANT_MESSAGES.stock(n), at('stock'));
    const weightGrams = row.weightGrams ?? null;
    if (weightGrams !== null && !isWhole(weightGrams, 1, VARIANT_LIMITS.weightGrams)) issue(VARIANT_MESSAGES.weight(n), at('weightGrams'));
    return {
      values, sku, price: row.price as number, discount: discount as number, stock: row.stock as number,
      weightGrams: weightGrams as number | null, image: row.image || null,
    };
  });
  if (ctx.issues.length) return z.NEVER;
  return { options, variants };
});
export type VariantsBodyInput = z.input<typeof variantsBodySchema>;
export type VariantsBody = z.output<typeof variantsBodySchema>;
