import { z } from 'zod';
import { contactSchema } from '@dhatu/domain';

/** POST /api/contact: the shared schema (the spec's messages), no other keys. */
export const contactBodySchema = contactSchema.strict();

export const contactSentSchema = z.object({
  success: z.literal(true),
  message: z.string(),
});
