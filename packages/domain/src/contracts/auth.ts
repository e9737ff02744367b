import { z } from 'zod';
import { otpSchema, phoneLoginSchema } from '../index.ts';

/** The signed-in customer (account §3 User); GET /api/profile answers it too. */
export const userSchema = z.object({
  _id: z.string(),
  name: z.string().describe("Empty until the customer saves one"),
  phone: z.string().describe('+91 followed by 10 digits'),
  email: z.string().nullable(),
  role: z.enum(['customer', 'admin']),
});
export type UserDto = z.infer<typeof userSchema>;

export const sendOtpBodySchema = phoneLoginSchema.extend({
  captchaToken: z.string().max(4096).optional().describe('The human-verification widget token, when the shop has it switched on'),
}).strict();

export const otpSentSchema = z.object({
  sent: z.literal(true),
  resendAfterSeconds: z.number().int(),
  expiresInSeconds: z.number().int(),
});

export const verifyOtpBodySchema = otpSchema.strict();

export const firebaseBodySchema = z.object({
  firebaseToken: z.string({ error: 'firebaseToken is required' }).min(1, 'firebaseToken is required').max(8192),
}).strict();

const refreshTokenField = z.string({ error: 'refreshToken is required' }).min(1, 'refreshToken is required').max(256);

export const refreshBodySchema = z.object({ refreshToken: refreshTokenField }).strict();
// A logout may come with no body at all (Fastify then hands the route null).
export const logoutBodySchema = z.object({ refreshToken: refreshTokenField.optional() }).strict().nullish();

export const sessionSchema = z.object({
  token: z.string().describe('Access token (JWT, 15 minutes): send as Authorization: Bearer …'),
  refreshToken: z.string().describe('Opaque; exchange at POST /api/auth/refresh (single use)'),
  user: userSchema,
});

export const tokenPairSchema = sessionSchema.pick({ token: true, refreshToken: true });
export const meSchema = z.object({ user: userSchema });

export type OtpSent = z.infer<typeof otpSentSchema>;
export type Session = z.infer<typeof sessionSchema>;
export type Me = z.infer<typeof meSchema>;
