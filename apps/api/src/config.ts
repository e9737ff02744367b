import { resolve } from 'node:path';
import { z } from 'zod';
import {
  findIndianState, GST_DEFAULTS, GST_RATE_SLABS, gstRateForHsn, GSTIN_PATTERN, HSN_PATTERN, percentToBasisPoints, toE164India,
} from '@dhatu/domain';
import type { PublicSettings } from '@dhatu/domain/contracts';
import { DEFAULT_MEMORY_LIMIT_MB, MIN_MEMORY_LIMIT_MB } from './memory-budget.ts';

const bool = z.enum(['true', 'false', '1', '0', 'yes', 'no']).transform((v) => ['true', '1', 'yes'].includes(v));
const rootDir = resolve(import.meta.dirname, '../../..');

const hsnCode = z.string().regex(HSN_PATTERN, 'HSN codes are 4, 6 or 8 digits');
const sacCode = z.string().regex(/^\d{4,8}$/, 'SAC codes are 4 to 8 digits');
const gstRatePercent = z.coerce.number().refine((rate) => (GST_RATE_SLABS as readonly number[]).includes(rate), `must be a GST rate: ${GST_RATE_SLABS.join(', ')}`);

/** 'key=value,key=value' (spaces allowed around both) as a record; keys lower-cased when asked. */
function pairs<V extends z.ZodType>(value: V, { lowerKeys = false } = {}) {
  return z.string().transform((text, ctx) => {
    const record: Record<string, z.output<V>> = {};
    for (const part of text.split(',').map((p) => p.trim()).filter(Boolean)) {
      const [rawKey, rawValue, extra] = part.split('=').map((p) => p.trim());
      if (!rawKey || rawValue === undefined || extra !== undefined) {
        ctx.addIssue({ code: 'custom', message: `'${part}' is not key=value` });
        return z.NEVER;
      }
      const parsed = value.safeParse(rawValue);
      if (!parsed.success) {
        ctx.addIssue({ code: 'custom', message: `${rawKey}: ${parsed.error.issues[0]?.message ?? 'is invalid'}` });
        return z.NEVER;
      }
      record[lowerKeys ? rawKey.toLowerCase() : rawKey] = parsed.data;
    }
    return record;
  });
}

/** 'phone, phone' as distinct +91 numbers; any number that is not an Indian mobile is named. */
const phoneList = z.string().transform((text, ctx) => {
  const phones = new Set<string>();
  for (const part of text.split(',').map((p) => p.trim()).filter(Boolean)) {
    const phone = toE164India(part);
    if (!phone) {
      ctx.addIssue({ code: 'custom', message: `'${part}' is not a 10-digit Indian phone number` });
      return z.NEVER;
    }
    phones.add(phone);
  }
  return [...phones];
});

/** Every setting the shop reads, with its default. `.env.example` mirrors this list. */
const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  /** The address shoppers use; canonical URLs, sitemap and payment return links are built from it. Default: http://localhost:PORT. */
  PUBLIC_URL: z.url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATA_DIR: z.string().default(resolve(rootDir, 'data')),
  DATABASE_URL: z.string().regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL').optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  /** The memory the whole shop may use (V8's heap and PGlite are sized from it; docs/deploy.md "Memory"). Read at start by npm run serve. */
  MEMORY_LIMIT_MB: z.coerce.number().int().min(MIN_MEMORY_LIMIT_MB).max(1_048_576).default(DEFAULT_MEMORY_LIMIT_MB),
  /**
   * Images live in the database (media table, decision 0034). This names the folder where a shop from
   * before kept them (default DATA_DIR/media): its files are imported once at start, then ignored.
   */
  MEDIA_DIR: z.string().optional(),
  /** Development and tests only: a folder where the demo seed keeps its rendered artwork, so the next fresh database skips drawing it. */
  ARTWORK_CACHE_DIR: z.string().optional(),
  SEED_ON_START: bool.default(true),
  /**
   * Backups of the embedded database, taken by the running shop (docs/decisions/0041): every this
   * many hours (0: off; unset: 24, or 0 when NODE_ENV=test), the newest BACKUP_KEEP kept in BACKUP_DIR.
   * On a PostgreSQL server (DATABASE_URL) the database's own tools do it (docs/deploy.md).
   */
  BACKUP_INTERVAL_HOURS: z.coerce.number().min(0).max(8760).optional(),
  BACKUP_KEEP: z.coerce.number().int().min(1).max(1000).default(7),
  /** Outside DATA_DIR: a backup must survive the loss of the data folder. */
  BACKUP_DIR: z.string().default(resolve(rootDir, 'backups')),
  TRUST_PROXY: bool.default(false),
  /** Redis, shared by every instance: rate-limit counts and the guest page cache live there when set (docs/deploy.md). Unset: one process keeps them itself. */
  REDIS_URL: z.string().regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL').optional(),
  /** Put before every Redis key, so that two shops (or two test runs) can share one Redis. */
  REDIS_KEY_PREFIX: z.string().regex(/^[\w:.-]{1,64}$/, 'must be 1–64 letters, digits or _ : . -').default('dhatu:'),
  /** The guest page cache kept in this process when REDIS_URL is unset: at most this many MB of pages (docs/decisions/0038). */
  PAGE_CACHE_MAX_MB: z.coerce.number().int().min(1).max(4096).default(48),
  /** At most this many cached pages (in Redis or in process); the least recently stored go first. */
  PAGE_CACHE_MAX_ENTRIES: z.coerce.number().int().min(1).max(1_000_000).default(5000),
  /** A safety net only: a change purges the pages that show it at once; a page is dropped after this long anyway. */
  PAGE_CACHE_TTL_SECONDS: z.coerce.number().int().min(1).max(604_800).default(3600),
  /**
   * Requests per address per RATE_LIMIT_WINDOW, counted by class (plugins/rate-limit-classes.ts;
   * shared by every instance through Redis when REDIS_URL is set). RATE_LIMIT_MAX: API calls outside
   * the classes below (catalogue reads, cart, profile…). Static files, images and health checks are free.
   */
  RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(300),
  RATE_LIMIT_WINDOW: z.string().regex(/^\d+\s*(ms|msecs?|milliseconds?|s|secs?|seconds?|m|mins?|minutes?|h|hrs?|hours?|d|days?)$/i, "must be a duration like '1 minute' or '30 seconds'").default('1 minute'),
  /** Server-rendered pages (and their loader calls on client-side navigation). */
  RATE_LIMIT_PAGES_MAX: z.coerce.number().int().min(1).default(600),
  /** Searches: GET /api/products?search= and the /products?search= page. */
  RATE_LIMIT_SEARCH_MAX: z.coerce.number().int().min(1).default(30),
  /** One-time codes: sending and checking them (sign-in, new sign-in number). The hourly caps in the database come on top. */
  RATE_LIMIT_CODES_MAX: z.coerce.number().int().min(1).default(10),
  /** Order placement (POST /api/orders). */
  RATE_LIMIT_ORDERS_MAX: z.coerce.number().int().min(1).default(10),

  SHOP_NAME: z.string().default('Dhatu'),
  SHOP_PHONE: z.string().default('+91 98765 43210'),
  SHOP_EMAIL: z.email().default('care@dhatu.example'),
  SHOP_ADDRESS: z.string().default('14 Kansara Pol, Manek Chowk, Ahmedabad, Gujarat 380001'),
  SHOP_STATE: z.string().default('Gujarat'),
  SHOP_GSTIN: z.string().regex(GSTIN_PATTERN, 'must be a 15-character GSTIN').default('24ABCDE1234F1Z5'),
  /** The registered name printed on tax invoices (SHOP_NAME is the trade name). */
  SHOP_LEGAL_NAME: z.string().min(1).default('Dhatu Crafts Private Limited'),
  SOCIAL_INSTAGRAM: z.url().default('https://www.instagram.com/dhatu.crafts'),
  SOCIAL_X: z.url().default('https://x.com/dhatucrafts'),
  SOCIAL_LINKEDIN: z.url().default('https://www.linkedin.com/company/dhatu-crafts'),

  SHIPPING_FEE: z.coerce.number().int().min(0).default(50),
  FREE_SHIPPING_THRESHOLD: z.coerce.number().int().min(0).default(1000),

  /** Online payment at checkout; off shows it as 'temporarily under maintenance'. It also needs a payment provider. */
  ONLINE_PAYMENTS_ENABLED: bool.default(false),
  /** sandbox: the shop's own test payment page (Pay / Fail / Cancel; no money moves). razorpay: Razorpay's Orders API and Checkout. */
  PAYMENT_PROVIDER: z.enum(['sandbox', 'razorpay']).default('sandbox'),
  /** An unpaid online order is released (stock and coupon back) this long after it was placed. */
  PAYMENT_TIMEOUT_MINUTES: z.coerce.number().int().min(5).max(1440).default(15),
  /** How often pending online payments are re-checked with the provider and expired ones released; 0 turns the job off. Unset: 60 (0 when NODE_ENV=test). */
  PAYMENT_RECONCILE_INTERVAL_SECONDS: z.coerce.number().int().min(0).max(3600).optional(),
  /** Signs the sandbox's callbacks, webhooks and page links; when unset it is derived from the auth secret. */
  PAYMENT_SANDBOX_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /** The sandbox takes no money, so with NODE_ENV=production it is refused unless this says otherwise (a staging shop, browser tests). */
  PAYMENT_SANDBOX_IN_PRODUCTION: bool.default(false),
  /** Razorpay API keys (Dashboard → Account & Settings → API Keys) and the webhook's secret; needed when PAYMENT_PROVIDER=razorpay. */
  RAZORPAY_KEY_ID: z.string().regex(/^rzp_(test|live)_\w+$/, 'must look like rzp_test_… or rzp_live_…').optional(),
  RAZORPAY_KEY_SECRET: z.string().min(8, 'must be at least 8 characters').optional(),
  RAZORPAY_WEBHOOK_SECRET: z.string().min(8, 'must be at least 8 characters').optional(),
  RAZORPAY_BASE_URL: z.url().default('https://api.razorpay.com'),

  /**
   * GST (prices include it; defaults in the domain's GST_DEFAULTS). A product's HSN is its own, else
   * its category's (both set in /admin), else GST_DEFAULT_HSN.
   */
  GST_DEFAULT_HSN: hsnCode.default(GST_DEFAULTS.hsn),
  /** GST rate in percent by HSN (or its heading); every HSN the shop uses must have one. */
  GST_RATES: pairs(gstRatePercent).default(GST_DEFAULTS.ratePercentByHsn),
  /** Shipping is its own invoice line: courier services. */
  GST_SHIPPING_SAC: sacCode.default(GST_DEFAULTS.shippingSac),
  GST_SHIPPING_RATE_PERCENT: gstRatePercent.default(GST_DEFAULTS.shippingRatePercent),
  /** No longer read: categories hold their HSN code (migration 0011). Refused so a custom table is not lost unnoticed. */
  GST_HSN_BY_CATEGORY: z.undefined({ error: 'is no longer read: set each category\'s HSN code in /admin (docs/decisions/0027-rules-once.md)' }).optional(),

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
  /** MSG91 Flow template for order notices (its text is one ##message## variable); unset: notices by SMS fail and are logged. */
  MSG91_MESSAGE_TEMPLATE_ID: z.string().optional(),
  MSG91_BASE_URL: z.url().default('https://control.msg91.com'),
  /** Phones made admins at every start (comma-separated; accounts are created when missing). Removing one does not demote it. */
  ADMIN_PHONES: phoneList.default([]),
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
  const shopState = findIndianState(config.SHOP_STATE);
  if (!shopState) {
    ctx.addIssue({ code: 'custom', path: ['SHOP_STATE'], message: `'${config.SHOP_STATE}' is not an Indian state or union territory` });
  } else if (!config.SHOP_GSTIN.startsWith(shopState.code)) {
    ctx.addIssue({ code: 'custom', path: ['SHOP_GSTIN'], message: `must start with ${shopState.code}, the GST code of ${shopState.name} (SHOP_STATE)` });
  }
  if (gstRateForHsn(config.GST_DEFAULT_HSN, config.GST_RATES) === null) {
    ctx.addIssue({ code: 'custom', path: ['GST_RATES'], message: `has no rate for HSN ${config.GST_DEFAULT_HSN}` });
  }
  if (config.SMS_PROVIDER === 'msg91') {
    for (const key of ['MSG91_AUTH_KEY', 'MSG91_TEMPLATE_ID'] as const) {
      if (!config[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'is required when SMS_PROVIDER=msg91' });
    }
  }
  if (Boolean(config.CAPTCHA_VERIFY_URL) !== Boolean(config.CAPTCHA_SECRET)) {
    const missing = config.CAPTCHA_VERIFY_URL ? 'CAPTCHA_SECRET' : 'CAPTCHA_VERIFY_URL';
    ctx.addIssue({ code: 'custom', path: [missing], message: 'CAPTCHA_VERIFY_URL and CAPTCHA_SECRET are set together' });
  }
  if (config.PAYMENT_PROVIDER === 'razorpay') {
    for (const key of ['RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET', 'RAZORPAY_WEBHOOK_SECRET'] as const) {
      if (!config[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'is required when PAYMENT_PROVIDER=razorpay' });
    }
  }
  if (config.ONLINE_PAYMENTS_ENABLED && config.PAYMENT_PROVIDER === 'sandbox' && config.NODE_ENV === 'production' && !config.PAYMENT_SANDBOX_IN_PRODUCTION) {
    ctx.addIssue({
      code: 'custom', path: ['PAYMENT_PROVIDER'],
      message: 'the sandbox takes no money: set PAYMENT_PROVIDER=razorpay in production (or PAYMENT_SANDBOX_IN_PRODUCTION=true for a test shop)',
    });
  }
  if (!config.DATABASE_URL) {
    const data = resolve(config.DATA_DIR);
    const backups = resolve(config.BACKUP_DIR);
    if (backups === data || backups.startsWith(`${data}/`)) {
      ctx.addIssue({ code: 'custom', path: ['BACKUP_DIR'], message: 'must be outside DATA_DIR: a backup has to survive the loss of the data folder' });
    }
  }
  if (config.SMTP_URL && config.SMTP_HOST) {
    ctx.addIssue({ code: 'custom', path: ['SMTP_HOST'], message: 'set either SMTP_URL or SMTP_HOST, not both' });
  }
  if (Boolean(config.SMTP_USER) !== Boolean(config.SMTP_PASS)) {
    const missing = config.SMTP_USER ? 'SMTP_PASS' : 'SMTP_USER';
    ctx.addIssue({ code: 'custom', path: [missing], message: 'SMTP_USER and SMTP_PASS are set together' });
  }
});

export type Config = z.infer<typeof configSchema> & { PUBLIC_URL: string; mediaDir: string; rootDir: string };

/** What a tax invoice and an order's tax class read from the settings. */
export interface TaxSettings {
  /** HSN of a product when neither it nor its category has one. */
  defaultHsn: string;
  /** Basis points by HSN. */
  rateBpByHsn: Readonly<Record<string, number>>;
  shippingSac: string;
  shippingRateBp: number;
}

export function taxSettings(config: Pick<Config, 'GST_DEFAULT_HSN' | 'GST_RATES' | 'GST_SHIPPING_SAC' | 'GST_SHIPPING_RATE_PERCENT'>): TaxSettings {
  return {
    defaultHsn: config.GST_DEFAULT_HSN,
    rateBpByHsn: Object.fromEntries(Object.entries(config.GST_RATES).map(([hsn, rate]) => [hsn, percentToBasisPoints(rate)])),
    shippingSac: config.GST_SHIPPING_SAC,
    shippingRateBp: percentToBasisPoints(config.GST_SHIPPING_RATE_PERCENT),
  };
}

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
  const publicUrl = config.PUBLIC_URL ?? `http://localhost:${config.PORT}`;
  return { ...config, PUBLIC_URL: publicUrl, DATA_DIR: dataDir, BACKUP_DIR: resolve(config.BACKUP_DIR), mediaDir: resolve(config.MEDIA_DIR ?? resolve(dataDir, 'media')), rootDir };
}

/** Hours between scheduled backups of the embedded database; 0: none. */
export function backupIntervalHours(config: Pick<Config, 'BACKUP_INTERVAL_HOURS' | 'NODE_ENV'>): number {
  return config.BACKUP_INTERVAL_HOURS ?? (config.NODE_ENV === 'test' ? 0 : 24);
}

/** The only settings the browser may see. */
export function publicSettings(config: Config): PublicSettings {
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
