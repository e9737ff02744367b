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
  };
}
export type PublicSettings = ReturnType<typeof publicSettings>;
