import { z } from 'zod';
import { contactSchema } from '../index.ts';

/** POST /api/contact: the shared schema (the spec's messages), no other keys. */
export const contactBodySchema = contactSchema.strict();

export const contactSentSchema = z.object({
  success: z.literal(true),
  message: z.string(),
});
export type ContactSent = z.infer<typeof contactSentSchema>;
