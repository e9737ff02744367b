import { describe, expect, it } from 'vitest';
import { backupIntervalHours, loadConfig, publicSettings, taxSettings } from './config.ts';
import { memoryPlan, nodeMemoryFlags, pgliteMemorySettings } from './memory-budget.ts';

describe('config', () => {
  it('has working defaults', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.mediaDir).toMatch(/data\/media$/);
    expect(config.PUBLIC_URL).toBe('http://localhost:3000');
  });

  it('is reached at its own port unless PUBLIC_URL says where shoppers reach it', () => {
    expect(loadConfig({ PORT: '3500' }).PUBLIC_URL).toBe('http://localhost:3500');
    expect(loadConfig({ PORT: '3500', PUBLIC_URL: 'https://shop.example.in' }).PUBLIC_URL).toBe('https://shop.example.in');
  });

  it('shares a 512 MB memory budget by default, and another one when MEMORY_LIMIT_MB states it', () => {
    const plan = memoryPlan(loadConfig({}).MEMORY_LIMIT_MB);
    expect(plan).toMatchObject({ limitMb: 512, heapMb: 192, semiSpaceMb: 16, pressureRssBytes: 640 * 2 ** 20 });
    expect(nodeMemoryFlags(plan, { embedded: false })).toEqual(['--max-old-space-size=192', '--max-semi-space-size=16']);
    expect(nodeMemoryFlags(plan, { embedded: true })).toContain('--liftoff-only');
    expect(pgliteMemorySettings(plan)).toEqual(expect.arrayContaining(['-c', 'shared_buffers=32MB', 'maintenance_work_mem=16MB']));
    expect(memoryPlan(loadConfig({ MEMORY_LIMIT_MB: '1024' }).MEMORY_LIMIT_MB)).toMatchObject({ heapMb: 384, pglite: { sharedBuffersMb: 64 } });
    expect(() => loadConfig({ MEMORY_LIMIT_MB: '64' })).toThrow(/MEMORY_LIMIT_MB/);
  });

  it('backs up every 24 h into ./backups, keeping 7, outside the data folder (none scheduled in tests)', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ BACKUP_KEEP: 7, BACKUP_DIR: expect.stringMatching(/\/backups$/) });
    expect(backupIntervalHours(config)).toBe(24);
    expect(backupIntervalHours(loadConfig({ NODE_ENV: 'test' }))).toBe(0);
    expect(backupIntervalHours(loadConfig({ NODE_ENV: 'test', BACKUP_INTERVAL_HOURS: '6' }))).toBe(6);
    expect(() => loadConfig({ DATA_DIR: '/srv/shop/data', BACKUP_DIR: '/srv/shop/data/backups' })).toThrow(/BACKUP_DIR: must be outside DATA_DIR/);
    expect(() => loadConfig({ BACKUP_KEEP: '0' })).toThrow(/BACKUP_KEEP/);
  });

  it('fails fast naming the bad variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ RATE_LIMIT_WINDOW: 'a while' })).toThrow(/RATE_LIMIT_WINDOW: must be a duration/);
    expect(() => loadConfig({ RATE_LIMIT_SEARCH_MAX: '0' })).toThrow(/RATE_LIMIT_SEARCH_MAX/);
  });

  it('meters by class: generous for pages and the API, strict for search, codes and orders', () => {
    expect(loadConfig({})).toMatchObject({
      RATE_LIMIT_WINDOW: '1 minute', RATE_LIMIT_PAGES_MAX: 600, RATE_LIMIT_MAX: 300, RATE_LIMIT_SEARCH_MAX: 30, RATE_LIMIT_CODES_MAX: 10, RATE_LIMIT_ORDERS_MAX: 10,
    });
    expect(loadConfig({ RATE_LIMIT_WINDOW: '30 seconds', RATE_LIMIT_ORDERS_MAX: '3' })).toMatchObject({ RATE_LIMIT_WINDOW: '30 seconds', RATE_LIMIT_ORDERS_MAX: 3 });
  });

  it('lets only whitelisted settings reach the browser', () => {
    const settings = publicSettings(loadConfig({ DATABASE_URL: 'postgres://secret@db/shop', SMTP_URL: 'smtp://mailer:hunter2@mail.example:587' }));
    expect(JSON.stringify(settings)).not.toContain('secret');
    expect(JSON.stringify(settings)).not.toContain('hunter2');
    expect(Object.keys(settings).sort()).toEqual(['address', 'email', 'freeShippingThreshold', 'grievanceOfficer', 'phone', 'shippingFee', 'shopName', 'social']);
  });

  it('reads the GST settings: the default HSN, rates in basis points, shipping SAC', () => {
    const config = loadConfig({});
    expect(config.ONLINE_PAYMENTS_ENABLED).toBe(false);
    expect(taxSettings(config)).toMatchObject({
      defaultHsn: '8306',
      rateBpByHsn: { 7114: 300, 7418: 1200, 7615: 1200 },
      shippingSac: '996812',
      shippingRateBp: 1800,
    });
    const custom = taxSettings(loadConfig({ GST_DEFAULT_HSN: '680221', GST_RATES: '7113=3, 6802=5, 8306=12', GST_SHIPPING_RATE_PERCENT: '5' }));
    expect(custom).toMatchObject({ defaultHsn: '680221', rateBpByHsn: { 7113: 300, 6802: 500 }, shippingRateBp: 500 });
  });

  it('refuses GST settings that do not hold together', () => {
    expect(() => loadConfig({ GST_RATES: '7114=3' })).toThrow(/GST_RATES: has no rate for HSN 8306/);
    expect(() => loadConfig({ GST_DEFAULT_HSN: '83061' })).toThrow(/HSN codes are 4, 6 or 8 digits/);
    expect(() => loadConfig({ GST_RATES: '7114=7' })).toThrow(/must be a GST rate/);
    expect(() => loadConfig({ GST_RATES: 'silver' })).toThrow(/not key=value/);
    // Categories hold their HSN now (migration 0011): an old table in the environment is not silently dropped.
    expect(() => loadConfig({ GST_HSN_BY_CATEGORY: 'silver=7113' })).toThrow(/GST_HSN_BY_CATEGORY: is no longer read/);
    expect(() => loadConfig({ SHOP_STATE: 'Karnataka' })).toThrow(/SHOP_GSTIN: must start with 29/);
    expect(() => loadConfig({ SHOP_STATE: 'Narnia' })).toThrow(/SHOP_STATE/);
    expect(() => loadConfig({ SHOP_GSTIN: '24ABCDE1234F1X5' })).toThrow(/SHOP_GSTIN/);
    expect(loadConfig({ SHOP_STATE: 'Karnataka', SHOP_GSTIN: '29ABCDE1234F1Z5' }).SHOP_STATE).toBe('Karnataka');
  });
});
