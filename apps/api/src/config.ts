import { resolve } from 'node:path';
import { z } from 'zod';

const bool = z.enum(['true', 'false', '1', '0', 'yes', 'no']).transform((v) => ['true', '1', 'yes'].includes(v));
const rootDir = resolve(import.meta.dirname, '../../..');

/** Every setting the shop reads, with its default. `.env.example` mirrors this list. */
const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  /** The address shoppers use; canonical URLs, sitemap and payment return links are built from it. */
  PUBLIC_URL: z.url().default('http://localhost:3000'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATA_DIR: z.string().default(resolve(rootDir, 'data')),
  DATABASE_URL: z.string().regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL').optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  /** Where uploaded and generated images live; defaults to DATA_DIR/media. */
  MEDIA_DIR: z.string().optional(),
  SEED_ON_START: bool.default(true),
  TRUST_PROXY: bool.default(false),
  RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(300),
  RATE_LIMIT_WINDOW: z.string().default('1 minute'),

  SHOP_NAME: z.string().default('Dhatu'),
  SHOP_PHONE: z.string().default('+91 98765 43210'),
  SHOP_EMAIL: z.email().default('care@dhatu.example'),
  SHOP_ADDRESS: z.string().default('14 Kansara Pol, Manek Chowk, Ahmedabad, Gujarat 380001'),
  SHOP_STATE: z.string().default('Gujarat'),
  SHOP_GSTIN: z.string().default('24ABCDE1234F1Z5'),
  SOCIAL_INSTAGRAM: z.url().default('https://www.instagram.com/dhatu.crafts'),
  SOCIAL_X: z.url().default('https://x.com/dhatucrafts'),
  SOCIAL_LINKEDIN: z.url().default('https://www.linkedin.com/company/dhatu-crafts'),

  SHIPPING_FEE: z.coerce.number().int().min(0).default(50),
  FREE_SHIPPING_THRESHOLD: z.coerce.number().int().min(0).default(1000),

  /** Signs access tokens and login codes; when unset a random one is created once and kept in the database. */
  AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  ACCESS_TOKEN_TTL_MINUTES: z.coerce.number().int().min(1).max(1440).default(15),
  /** Absolute lifetime of a sign-in: refreshing never extends it. */
  REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  OTP_MAX_SENDS_PER_PHONE_PER_HOUR: z.coerce.number().int().min(1).default(5),
  OTP_MAX_SENDS_PER_IP_PER_HOUR: z.coerce.number().int().min(1).default(20),
  /** console prints codes (development); msg91 sends them through MSG91's Flow API. */
  SMS_PROVIDER: z.enum(['console', 'msg91']).default('console'),
  MSG91_AUTH_KEY: z.string().optional(),
  MSG91_TEMPLATE_ID: z.string().optional(),
  MSG91_BASE_URL: z.url().default('https://control.msg91.com'),
  /** Server-side human check (reCAPTCHA / Turnstile style); off unless both are set. */
  CAPTCHA_VERIFY_URL: z.url().optional(),
  CAPTCHA_SECRET: z.string().optional(),
  /** Accept Firebase phone-auth ID tokens at POST /api/auth/phone when set. */
  FIREBASE_PROJECT_ID: z.string().regex(/^[a-z0-9-]{4,40}$/, 'must be a Firebase project id').optional(),
  FIREBASE_JWKS_URL: z.url().default('https://www.googleapis.com/service_accounts/v1/jwk/securetoken@system.gserviceaccount.com'),

  /** Outgoing e-mail (contact notices, order notices). Either one URL (smtp://user:pass@host:587, smtps://…:465) or the parts; unset: logged only. */
  SMTP_URL: z.string().regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL').optional(),
  SMTP_HOST: z.string().optional(),
  SMTP_PORT: z.coerce.number().int().min(1).max(65_535).default(587),
  /** true: TLS from the first byte (usually port 465); false: STARTTLS when the server offers it (587). */
  SMTP_SECURE: bool.default(false),
  SMTP_USER: z.string().optional(),
  SMTP_PASS: z.string().optional(),
  /** The sender of the shop's e-mails; defaults to "SHOP_NAME <SHOP_EMAIL>". */
  MAIL_FROM: z.string().optional(),
  /** Where contact-form notices go; defaults to SHOP_EMAIL. */
  CONTACT_NOTIFY_EMAIL: z.email().optional(),
  /** Contact messages accepted per sender address in the window (counted in the database, so every instance agrees). */
  CONTACT_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(5),
  CONTACT_RATE_LIMIT_WINDOW_MINUTES: z.coerce.number().int().min(1).max(1440).default(10),
  /** The grievance officer the privacy policy names (India's DPDP Act 2023); the e-mail defaults to SHOP_EMAIL. */
  GRIEVANCE_OFFICER_NAME: z.string().optional(),
  GRIEVANCE_OFFICER_EMAIL: z.email().optional(),
}).superRefine((config, ctx) => {
  if (config.SMS_PROVIDER === 'msg91') {
    for (const key of ['MSG91_AUTH_KEY', 'MSG91_TEMPLATE_ID'] as const) {
      if (!config[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'is required when SMS_PROVIDER=msg91' });
    }
  }
  if (Boolean(config.CAPTCHA_VERIFY_URL) !== Boolean(config.CAPTCHA_SECRET)) {
    const missing = config.CAPTCHA_VERIFY_URL ? 'CAPTCHA_SECRET' : 'CAPTCHA_VERIFY_URL';
    ctx.addIssue({ code: 'custom', path: [missing], message: 'CAPTCHA_VERIFY_URL and CAPTCHA_SECRET are set together' });
  }
  if (config.SMTP_URL && config.SMTP_HOST) {
    ctx.addIssue({ code: 'custom', path: ['SMTP_HOST'], message: 'set either SMTP_URL or SMTP_HOST, not both' });
  }
  if (Boolean(config.SMTP_USER) !== Boolean(config.SMTP_PASS)) {
    const missing = config.SMTP_USER ? 'SMTP_PASS' : 'SMTP_USER';
    ctx.addIssue({ code: 'custom', path: [missing], message: 'SMTP_USER and SMTP_PASS are set together' });
  }
});

export type Config = z.infer<typeof configSchema> & { mediaDir: string; rootDir: string };

/** Parses the environment once; a bad value stops start-up with the variable's name. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // An empty value (KEY= in .env) means "use the default".
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = configSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const config = parsed.data;
  const dataDir = resolve(config.DATA_DIR);
  return { ...config, DATA_DIR: dataDir, mediaDir: resolve(config.MEDIA_DIR ?? resolve(dataDir, 'media')), rootDir };
}

/** The only settings the browser may see. */
export function publicSettings(config: Config) {
  return {
    shopName: config.SHOP_NAME,
    phone: config.SHOP_PHONE,
    email: config.SHOP_EMAIL,
    address: config.SHOP_ADDRESS,
    social: { instagram: config.SOCIAL_INSTAGRAM, x: config.SOCIAL_X, linkedin: config.SOCIAL_LINKEDIN },
    shippingFee: config.SHIPPING_FEE,
    freeShippingThreshold: config.FREE_SHIPPING_THRESHOLD,
    grievanceOfficer: { name: config.GRIEVANCE_OFFICER_NAME ?? null, email: config.GRIEVANCE_OFFICER_EMAIL ?? config.SHOP_EMAIL },
  };
}
export type PublicSettings = ReturnType<typeof publicSettings>;
