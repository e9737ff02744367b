import { z } from 'zod';
import { ADDRESS_LABELS, addressSchema, COUNTRY, profileSchema } from '../index.ts';

export const profileBodySchema = profileSchema.strict();

/** A saved address as sent by the address form; the country is always stored as India. */
export const addressBodySchema = addressSchema.extend({
  country: z.string().max(100).nullish().transform(() => COUNTRY).describe('Ignored: always India'),
  isDefault: z.boolean().optional().describe('true makes this the default address'),
}).strict();
export type AddressBody = z.output<typeof addressBodySchema>;

export const addressSchemaOut = z.object({
  _id: z.string(),
  label: z.enum(ADDRESS_LABELS),
  houseNumber: z.string(),
  street: z.string(),
  area: z.string(),
  landmark: z.string(),
  city: z.string(),
  state: z.string(),
  pincode: z.string(),
  country: z.string(),
  isDefault: z.boolean(),
});
export type AddressDto = z.infer<typeof addressSchemaOut>;

/** Every address call answers the whole list: default first, then newest. */
export const addressListSchema = z.object({ addresses: z.array(addressSchemaOut) });

export type AddressList = z.infer<typeof addressListSchema>;

export const addressIdParams = z.object({ id: z.string().min(1).max(64) });
